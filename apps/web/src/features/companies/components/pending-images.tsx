import { MAX_COMPANY_PHOTOS } from '@glowmarket/shared/companies';
import { ActionIcon, Avatar, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconPhotoUp, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/files';
import { chooseImages, type ImageChoice } from './image-choice';
import { UploadProgressList } from './upload-progress-list';
import type { UploadItem } from './use-image-uploads';

/** An image chosen in the browser, shown from a `blob:` URL until it is sent. */
export interface PendingImage {
  id: string;
  file: File;
  previewUrl: string;
}

const accept = ACCEPTED_IMAGE_TYPES.join(',');

/** The logo and photos a new company chooses with its registration; they are sent once it exists. */
export function usePendingImages() {
  const [logo, setLogoState] = useState<PendingImage | null>(null);
  const [photos, setPhotos] = useState<PendingImage[]>([]);
  /** Every preview URL made and not yet released. */
  const previews = useRef(new Set<string>());

  // Leaving the page releases the previews.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  function toPending(file: File): PendingImage {
    const previewUrl = URL.createObjectURL(file);
    previews.current.add(previewUrl);
    return { id: crypto.randomUUID(), file, previewUrl };
  }

  function release(image: PendingImage) {
    URL.revokeObjectURL(image.previewUrl);
    previews.current.delete(image.previewUrl);
  }

  function setLogo(file: File | null) {
    if (logo) release(logo);
    setLogoState(file ? toPending(file) : null);
  }

  function addPhotos(files: File[]) {
    const added = files.map(toPending);
    setPhotos((list) => [...list, ...added]);
  }

  function removePhoto(id: string) {
    const photo = photos.find((candidate) => candidate.id === id);
    if (photo) release(photo);
    setPhotos((list) => list.filter((candidate) => candidate.id !== id));
  }

  return { logo, photos, setLogo, addPhotos, removePhoto };
}

interface PendingImagesSectionProps {
  images: ReturnType<typeof usePendingImages>;
  uploads: readonly UploadItem[];
  disabled?: boolean;
}

/** The last section of the registration form: a logo and up to eight photos, checked before sending. */
export function PendingImagesSection({ images, uploads, disabled }: PendingImagesSectionProps) {
  const { t } = useTranslation(['companies', 'common']);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const room = MAX_COMPANY_PHOTOS - images.photos.length;

  function describeChoice(choice: ImageChoice): string[] {
    const problems = choice.refused.map(({ name, problem }) =>
      t('images.refused', { name, reason: t(`errors.${problem}`, { ns: 'common' }) }),
    );
    if (choice.leftOut > 0) problems.push(t('images.leftOut', { count: choice.leftOut, max: MAX_COMPANY_PHOTOS }));
    return problems;
  }

  function chooseLogo(file: File | null) {
    if (!file) return;
    const choice = chooseImages([file], 1);
    const refusal = choice.refused[0];
    setLogoProblem(refusal ? t(`errors.${refusal.problem}`, { ns: 'common' }) : null);
    if (choice.accepted[0]) images.setLogo(choice.accepted[0]);
  }

  function choosePhotos(files: File[]) {
    const choice = chooseImages(files, room);
    setPhotoProblems(describeChoice(choice));
    images.addPhotos(choice.accepted);
  }

  return (
    <SectionCard title={t('images.section')} description={t('images.sectionHint')}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            {t('images.logo')}
          </Text>
          <Group gap="md" align="center">
            <Avatar
              src={images.logo?.previewUrl ?? null}
              alt={images.logo ? t('images.logoPreview') : undefined}
              size={96}
              radius="md"
              color="rose"
            >
              <IconPhotoUp size={32} aria-hidden />
            </Avatar>
            <Stack gap={6} align="flex-start">
              <Group gap="xs">
                <FileButton
                  onChange={chooseLogo}
                  accept={accept}
                  disabled={disabled}
                  inputProps={{ 'aria-label': t('images.chooseLogo') }}
                >
                  {(props) => (
                    <Button
                      variant="light"
                      leftSection={<IconPhotoUp size={16} aria-hidden />}
                      disabled={disabled}
                      {...props}
                    >
                      {images.logo ? t('images.replaceLogo') : t('images.chooseLogo')}
                    </Button>
                  )}
                </FileButton>
                {images.logo && (
                  <Button variant="subtle" color="gray" onClick={() => images.setLogo(null)} disabled={disabled}>
                    {t('images.removeLogo')}
                  </Button>
                )}
              </Group>
              <Text fz="xs" c="dimmed">
                {images.logo ? images.logo.file.name : t('images.fileHint')}
              </Text>
              {logoProblem && (
                <Text fz="sm" c="red" role="alert">
                  {logoProblem}
                </Text>
              )}
            </Stack>
          </Group>
        </Stack>

        <Stack gap="xs">
          <Group justify="space-between" align="center">
            <Text fw={600} fz="sm">
              {t('images.photos')}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('images.photoCount', { count: images.photos.length, max: MAX_COMPANY_PHOTOS })}
            </Text>
          </Group>
          {images.photos.length > 0 && (
            <SimpleGrid
              cols={{ base: 2, xs: 3, sm: 4 }}
              spacing="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {images.photos.map((photo, index) => (
                <Paper
                  component="li"
                  key={photo.id}
                  withBorder
                  radius="md"
                  pos="relative"
                  style={{ overflow: 'hidden' }}
                >
                  <Image
                    src={photo.previewUrl}
                    alt={t('images.photoPreview', { number: index + 1 })}
                    h={110}
                    fit="cover"
                  />
                  <ActionIcon
                    pos="absolute"
                    top={6}
                    right={6}
                    variant="white"
                    color="dark"
                    radius="xl"
                    onClick={() => images.removePhoto(photo.id)}
                    disabled={disabled}
                    aria-label={t('images.removePhoto', { name: photo.file.name })}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Paper>
              ))}
            </SimpleGrid>
          )}
          <Group gap="sm">
            <FileButton
              onChange={choosePhotos}
              accept={accept}
              multiple
              disabled={disabled || room <= 0}
              inputProps={{ 'aria-label': t('images.addPhotos') }}
            >
              {(props) => (
                <Button
                  variant="light"
                  leftSection={<IconPhotoPlus size={16} aria-hidden />}
                  disabled={disabled || room <= 0}
                  {...props}
                >
                  {t('images.addPhotos')}
                </Button>
              )}
            </FileButton>
            <Text fz="xs" c="dimmed">
              {room > 0 ? t('images.fileHint') : t('images.photosFull', { max: MAX_COMPANY_PHOTOS })}
            </Text>
          </Group>
          {photoProblems.map((problem) => (
            <Text key={problem} fz="sm" c="red" role="alert">
              {problem}
            </Text>
          ))}
        </Stack>

        <UploadProgressList items={uploads} />
      </Stack>
    </SectionCard>
  );
}
