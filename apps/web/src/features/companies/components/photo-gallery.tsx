import type { PublicCompany } from '@glowmarket/shared/companies';
import { ActionIcon, Group, Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './photo-gallery.module.css';

interface PhotoGalleryProps {
  photos: PublicCompany['photos'];
  /** The company's name, for the photos' descriptions. */
  name: string;
}

/** The company's photos in a grid; one opens larger in a dialog, with the others a key press away. */
export function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  const { t } = useTranslation('companies');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const total = photos.length;
  const open = openIndex === null ? undefined : photos[openIndex];

  function step(by: number) {
    setOpenIndex((index) => (index === null ? index : (index + by + total) % total));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  }

  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ul" className={classes.grid}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <UnstyledButton
              className={classes.thumb}
              onClick={() => setOpenIndex(index)}
              aria-label={t('company.openPhoto', { number: index + 1, total })}
            >
              <Image src={photo.url} alt="" fit="cover" className={classes.thumbImage} loading="lazy" />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <Modal
        opened={open !== undefined}
        onClose={() => setOpenIndex(null)}
        title={t('company.photoTitle', { name, number: (openIndex ?? 0) + 1, total })}
        size="xl"
        centered
        onKeyDown={onKeyDown}
      >
        {open && (
          <>
            <Image
              src={open.url}
              alt={t('company.photoAlt', { name, number: (openIndex ?? 0) + 1, total })}
              fit="contain"
              mah="70vh"
              radius="md"
            />
            {total > 1 && (
              <Group justify="space-between" mt="md">
                <ActionIcon variant="light" size="lg" onClick={() => step(-1)} aria-label={t('company.previousPhoto')}>
                  <IconChevronLeft size={20} aria-hidden />
                </ActionIcon>
                <Text fz="sm" c="dimmed">
                  {t('company.photoPosition', { number: (openIndex ?? 0) + 1, total })}
                </Text>
                <ActionIcon variant="light" size="lg" onClick={() => step(1)} aria-label={t('company.nextPhoto')}>
                  <IconChevronRight size={20} aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
