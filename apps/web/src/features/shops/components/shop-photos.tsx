import { MAX_SHOP_IMAGE_BYTES } from '@glowmarket/shared/constants';
import { MAX_SHOP_PHOTOS, type SellerShop } from '@glowmarket/shared/shops';
import { ActionIcon, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from '../../../lib/files';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { deleteShopPhoto, reorderShopPhotos, uploadShopPhoto } from '../api/shop-photos';
import { useShopChanged } from '../api/use-shop-changed';
import { movePhoto } from './shop-photos-order';
import classes from './shop-photos.module.css';

interface Upload {
  key: number;
  name: string;
  progress: number;
}

type Photo = SellerShop['photos'][number];

/**
 * The shop's photos: upload (2 MB each, refused in the browser when larger, with progress),
 * remove, and order — by dragging, or with the move buttons from the keyboard. The first is the
 * main photo. Each change is saved at once.
 */
export function ShopPhotos({ shop }: { shop: SellerShop }) {
  const { t } = useTranslation('myShops');
  const titleId = useId();
  const changed = useShopChanged();
  const reorder = useMutation({ mutationFn: reorderShopPhotos, onSuccess: (saved) => changed(saved) });
  const remove = useMutation({ mutationFn: deleteShopPhoto, onSuccess: (saved) => changed(saved) });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dropping, setDropping] = useState(false);
  const nextKey = useRef(0);
  const photos = shop.photos;
  const room = MAX_SHOP_PHOTOS - photos.length - uploads.length;

  async function upload(files: File[]) {
    const accepted: File[] = [];
    for (const file of files) {
      // SPEC §5: a photo over 2 MB is refused before it is sent ('File size exceeds 2 MB').
      const problem = checkImageFile(file, MAX_SHOP_IMAGE_BYTES);
      if (problem) notifyFailure(t, `${file.name}: ${t(`errors.${problem}`, { ns: 'common' })}`);
      else accepted.push(file);
    }
    const batch = accepted.slice(0, Math.max(0, room));
    if (accepted.length > batch.length) notifyFailure(t, t('errors.too_many_shop_photos', { ns: 'common' }));
    const queued = batch.map((file) => ({ file, key: nextKey.current++ }));
    setUploads((current) => [...current, ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    for (const { file, key } of queued) {
      try {
        const saved = await uploadShopPhoto(shop.id, file, (progress) =>
          setUploads((current) => current.map((item) => (item.key === key ? { ...item, progress } : item))),
        );
        await changed(saved);
        setAnnouncement(t('photos.uploaded', { name: file.name }));
      } catch (error) {
        if (error instanceof ApiError)
          notifyFailure(t, `${file.name}: ${t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message })}`);
        else notifyError(t, error);
      } finally {
        setUploads((current) => current.filter((item) => item.key !== key));
      }
    }
  }

  async function saveOrder(from: number, to: number) {
    if (from === to) return;
    const photoIds = movePhoto(
      photos.map((photo) => photo.id),
      from,
      to,
    );
    try {
      await reorder.mutateAsync({ shopId: shop.id, photoIds });
      setAnnouncement(t('photos.moved', { number: to + 1, count: photos.length }));
    } catch (error) {
      notifyError(t, error);
    }
  }

  async function removePhoto(photo: Photo, index: number) {
    try {
      await remove.mutateAsync({ shopId: shop.id, photoId: photo.id });
      notifySuccess(t('photos.removed', { number: index + 1 }));
    } catch (error) {
      notifyError(t, error);
    }
  }

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault();
    const from = dragged;
    setDragged(null);
    setOver(null);
    if (from !== null) void saveOrder(from, index);
  }

  const busy = reorder.isPending || remove.isPending;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
      className={classes.section}
      data-dropping={dropping || undefined}
      // Files dropped anywhere on the section are uploaded, as if chosen with the button.
      onDragOver={(event: DragEvent) => {
        if (dragged !== null || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = room > 0 ? 'copy' : 'none';
        setDropping(true);
      }}
      onDragLeave={(event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event: DragEvent) => {
        if (dragged !== null || event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        setDropping(false);
        void upload([...event.dataTransfer.files]);
      }}
    >
      <Group justify="space-between" align="flex-start" mb="md">
        <div style={{ flex: '1 1 260px' }}>
          <Title order={2} fz="h3" id={titleId}>
            {t('photos.title')}
          </Title>
          <Text fz="sm" c="dimmed" mt={4}>
            {t('photos.hint', { count: MAX_SHOP_PHOTOS })}
          </Text>
        </div>
        <FileButton onChange={(files) => void upload(files)} accept={ACCEPTED_IMAGE_TYPES.join(',')} multiple>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={18} aria-hidden />} disabled={room <= 0}>
              {t('photos.add')}
            </Button>
          )}
        </FileButton>
      </Group>

      <div aria-live="polite" className={classes.visuallyHidden}>
        {announcement}
      </div>

      {uploads.length > 0 && (
        <Stack gap="xs" mb="md">
          {uploads.map((item) => (
            <div key={item.key}>
              <Text fz="xs" mb={4}>
                {t('photos.uploading', { name: item.name })}
              </Text>
              <Progress value={item.progress * 100} aria-label={t('photos.uploading', { name: item.name })} />
            </div>
          ))}
        </Stack>
      )}

      {photos.length === 0 && uploads.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('photos.none')}
        </Text>
      ) : (
        <ol className={classes.list} aria-label={t('photos.listLabel')}>
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className={classes.item}
              draggable={!busy}
              data-dragging={dragged === index || undefined}
              data-over={over === index && dragged !== index ? true : undefined}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', photo.id);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
            >
              <span className={classes.grip} aria-hidden>
                <IconGripVertical size={16} />
              </span>
              <img src={photo.small} alt={t('photos.alt', { number: index + 1 })} className={classes.thumb} />
              <Text fz="xs" fw={600} className={classes.position}>
                {index === 0 ? t('photos.main') : t('photos.number', { number: index + 1 })}
              </Text>
              <Group gap={2} wrap="nowrap" className={classes.buttons}>
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0 || busy}
                  onClick={() => void saveOrder(index, index - 1)}
                  aria-label={t('photos.moveUp', { number: index + 1 })}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === photos.length - 1 || busy}
                  onClick={() => void saveOrder(index, index + 1)}
                  aria-label={t('photos.moveDown', { number: index + 1 })}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => void removePhoto(photo, index)}
                  aria-label={t('photos.remove', { number: index + 1 })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ol>
      )}
    </Paper>
  );
}
