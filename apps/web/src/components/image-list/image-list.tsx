import { ActionIcon, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from '../../lib/files';
import { notifyError, notifyFailure, notifySuccess } from '../../lib/notify';
import ui from '../ui.module.css';
import classes from './image-list.module.css';
import { moveItem } from './move-item';

export interface ListedImage {
  id: string;
  /** The thumbnail's address. */
  small: string;
}

export interface ImageListProps {
  images: readonly ListedImage[];
  /**
   * Where the texts are: the keys `title`, `hint` ({{count}}), `add`, `none`, `uploading` and
   * `uploaded` ({{name}}), `listLabel`, `alt`, `main`, `number`, `moveUp`, `moveDown`, `remove`
   * and `removed` ({{number}}), `moved` ({{number}} of {{count}}) under `keyPrefix` in `ns`.
   */
  ns: string;
  keyPrefix: string;
  /** How many images there may be, and how large each may be. */
  max: number;
  maxBytes: number;
  /** The worded refusal when more files are chosen than there is room for. */
  tooMany: string;
  /** Files dropped anywhere on the section are uploaded too (the hint should say so). */
  acceptDroppedFiles?: boolean;
  /** A reorder or a removal is being saved: the list waits for it. */
  busy: boolean;
  /** Each resolves once the change is saved and the owner's data shows it. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  reorder: (ids: string[]) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

interface Upload {
  key: number;
  name: string;
  progress: number;
}

/**
 * An owner's pictures (a product's, a shop's): upload (refused in the browser when too large,
 * with progress), remove, and order — by dragging, or with the move buttons from the keyboard.
 * The first is the main one. Each change is saved at once and announced to screen readers.
 */
export function ImageList({
  images,
  ns,
  keyPrefix,
  max,
  maxBytes,
  tooMany,
  acceptDroppedFiles = false,
  busy,
  upload: uploadImage,
  reorder,
  remove,
}: ImageListProps) {
  const { t } = useTranslation(ns);
  const text = (key: string, values?: Record<string, string | number>) => t(`${keyPrefix}.${key}`, values);
  const titleId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dropping, setDropping] = useState(false);
  const nextKey = useRef(0);
  const room = max - images.length - uploads.length;

  async function upload(files: File[]) {
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkImageFile(file, maxBytes);
      if (problem) notifyFailure(t, `${file.name}: ${t(`errors.${problem}`, { ns: 'common' })}`);
      else accepted.push(file);
    }
    const batch = accepted.slice(0, Math.max(0, room));
    if (accepted.length > batch.length) notifyFailure(t, tooMany);
    // Every file is listed at once, so the room left counts them; a key tells same-named files apart.
    const queued = batch.map((file) => ({ file, key: nextKey.current++ }));
    setUploads((current) => [...current, ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    for (const { file, key } of queued) {
      try {
        await uploadImage(file, (progress) =>
          setUploads((current) => current.map((item) => (item.key === key ? { ...item, progress } : item))),
        );
        setAnnouncement(text('uploaded', { name: file.name }));
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
    const ids = moveItem(
      images.map((image) => image.id),
      from,
      to,
    );
    try {
      await reorder(ids);
      setAnnouncement(text('moved', { number: to + 1, count: images.length }));
    } catch (error) {
      notifyError(t, error);
    }
  }

  async function removeImage(image: ListedImage, index: number) {
    try {
      await remove(image.id);
      notifySuccess(text('removed', { number: index + 1 }));
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
        if (!acceptDroppedFiles || dragged !== null || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = room > 0 ? 'copy' : 'none';
        setDropping(true);
      }}
      onDragLeave={(event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event: DragEvent) => {
        if (!acceptDroppedFiles || dragged !== null || event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        setDropping(false);
        void upload([...event.dataTransfer.files]);
      }}
    >
      <Group justify="space-between" align="flex-start" mb="md">
        <div className={classes.heading}>
          <Title order={2} fz="h3" id={titleId}>
            {text('title')}
          </Title>
          <Text fz="sm" c="dimmed" mt={4}>
            {text('hint', { count: max })}
          </Text>
        </div>
        <FileButton onChange={(files) => void upload(files)} accept={ACCEPTED_IMAGE_TYPES.join(',')} multiple>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={18} aria-hidden />} disabled={room <= 0}>
              {text('add')}
            </Button>
          )}
        </FileButton>
      </Group>

      <div aria-live="polite" className={ui.visuallyHidden}>
        {announcement}
      </div>

      {uploads.length > 0 && (
        <Stack gap="xs" mb="md">
          {uploads.map((item) => (
            <div key={item.key}>
              <Text fz="xs" mb={4}>
                {text('uploading', { name: item.name })}
              </Text>
              <Progress value={item.progress * 100} aria-label={text('uploading', { name: item.name })} />
            </div>
          ))}
        </Stack>
      )}

      {images.length === 0 && uploads.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {text('none')}
        </Text>
      ) : (
        <ol className={classes.list} aria-label={text('listLabel')}>
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
              <img src={image.small} alt={text('alt', { number: index + 1 })} className={classes.thumb} />
              <Text fz="xs" fw={600} className={classes.position}>
                {index === 0 ? text('main') : text('number', { number: index + 1 })}
              </Text>
              <Group gap={2} wrap="nowrap" className={classes.buttons}>
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0 || busy}
                  onClick={() => void saveOrder(index, index - 1)}
                  aria-label={text('moveUp', { number: index + 1 })}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === images.length - 1 || busy}
                  onClick={() => void saveOrder(index, index + 1)}
                  aria-label={text('moveDown', { number: index + 1 })}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => void removeImage(image, index)}
                  aria-label={text('remove', { number: index + 1 })}
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
