import { MAX_PRODUCT_IMAGES, type ProductImage, type SellerProduct } from '@glowmarket/shared/catalog';
import { MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import { ActionIcon, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from '../../../lib/files';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDeleteProductImage } from '../api/delete-product-image';
import { useReorderProductImages } from '../api/reorder-product-images';
import { uploadProductImage } from '../api/upload-product-image';
import { useProductChanged } from '../api/use-product-changed';
import { moveItem } from './image-order';
import classes from './product-images.module.css';

interface Upload {
  name: string;
  progress: number;
}

/**
 * The product's pictures: upload (4 MB each, with progress), remove, and order — by dragging, or
 * with the move buttons from the keyboard. The first is the main picture. Each change is saved
 * at once.
 */
export function ProductImages({ product }: { product: SellerProduct }) {
  const { t } = useTranslation('catalog');
  const changed = useProductChanged();
  const reorder = useReorderProductImages();
  const remove = useDeleteProductImage();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const images = product.images;
  const room = MAX_PRODUCT_IMAGES - images.length - uploads.length;

  async function upload(files: File[]) {
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkImageFile(file, MAX_COMPANY_FILE_BYTES);
      if (problem) notifyFailure(t, `${file.name}: ${t(`errors.${problem}`, { ns: 'common' })}`);
      else accepted.push(file);
    }
    const batch = accepted.slice(0, Math.max(0, room));
    if (accepted.length > batch.length) notifyFailure(t, t('images.tooMany', { count: MAX_PRODUCT_IMAGES }));
    for (const file of batch) {
      setUploads((current) => [...current, { name: file.name, progress: 0 }]);
      try {
        const saved = await uploadProductImage(product.id, file, (progress) =>
          setUploads((current) => current.map((item) => (item.name === file.name ? { ...item, progress } : item))),
        );
        await changed(saved);
        setAnnouncement(t('images.uploaded', { name: file.name }));
      } catch (error) {
        if (error instanceof ApiError)
          notifyFailure(t, `${file.name}: ${t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message })}`);
        else notifyError(t, error);
      } finally {
        setUploads((current) => current.filter((item) => item.name !== file.name));
      }
    }
  }

  async function saveOrder(from: number, to: number) {
    if (from === to) return;
    const ids = moveItem(
      images.map((image) => image.id),
      from,
      to,
    );
    try {
      await reorder.mutateAsync({ productId: product.id, imageIds: ids });
      setAnnouncement(t('images.moved', { number: to + 1, count: images.length }));
    } catch (error) {
      notifyError(t, error);
    }
  }

  async function removeImage(image: ProductImage, index: number) {
    try {
      await remove.mutateAsync({ productId: product.id, imageId: image.id });
      notifySuccess(t('images.removed', { number: index + 1 }));
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
      aria-labelledby="product-images-title"
    >
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={2} fz="h3" id="product-images-title">
            {t('images.title')}
          </Title>
          <Text fz="sm" c="dimmed" mt={4}>
            {t('images.hint', { count: MAX_PRODUCT_IMAGES })}
          </Text>
        </div>
        <FileButton onChange={(files) => void upload(files)} accept={ACCEPTED_IMAGE_TYPES.join(',')} multiple>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={18} aria-hidden />} disabled={room <= 0}>
              {t('images.add')}
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
            <div key={item.name}>
              <Text fz="xs" mb={4}>
                {t('images.uploading', { name: item.name })}
              </Text>
              <Progress value={item.progress * 100} aria-label={t('images.uploading', { name: item.name })} />
            </div>
          ))}
        </Stack>
      )}

      {images.length === 0 && uploads.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('images.none')}
        </Text>
      ) : (
        <ol className={classes.list} aria-label={t('images.listLabel')}>
          {images.map((image, index) => (
            <li
              key={image.id}
              className={classes.item}
              draggable={!busy}
              data-dragging={dragged === index || undefined}
              data-over={over === index && dragged !== index ? true : undefined}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', image.id);
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
              <img src={image.small} alt={t('images.alt', { number: index + 1 })} className={classes.thumb} />
              <Text fz="xs" fw={600} className={classes.position}>
                {index === 0 ? t('images.main') : t('images.number', { number: index + 1 })}
              </Text>
              <Group gap={2} wrap="nowrap" className={classes.buttons}>
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0 || busy}
                  onClick={() => void saveOrder(index, index - 1)}
                  aria-label={t('images.moveUp', { number: index + 1 })}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === images.length - 1 || busy}
                  onClick={() => void saveOrder(index, index + 1)}
                  aria-label={t('images.moveDown', { number: index + 1 })}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => void removeImage(image, index)}
                  aria-label={t('images.remove', { number: index + 1 })}
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
