import { MAX_COMPANY_PHOTOS, type PrivateCompany } from '@glowmarket/shared/companies';
import { ActionIcon, Avatar, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPhotoPlus, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/files';
import { initialsOf } from '../../../lib/format';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDeleteCompanyPhoto } from '../api/delete-company-photo';
import { chooseImages } from './image-choice';
import { UploadProgressList } from './upload-progress-list';
import { useImageUploads } from './use-image-uploads';

const accept = ACCEPTED_IMAGE_TYPES.join(',');

/** The saved company's logo: replaced at once, with the upload's progress. */
export function LogoSection({ company }: { company: PrivateCompany }) {
  const { t } = useTranslation(['companies', 'common']);
  const uploads = useImageUploads();
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | null) {
    if (!file) return;
    const choice = chooseImages([file], 1);
    const refusal = choice.refused[0];
    setProblem(refusal ? t(`errors.${refusal.problem}`, { ns: 'common' }) : null);
    const accepted = choice.accepted[0];
    if (!accepted) return;
    const { failed } = await uploads.upload(company.id, [{ id: crypto.randomUUID(), kind: 'logo', file: accepted }]);
    if (failed > 0) {
      notifyFailure(t, t('images.logoFailed'));
      return;
    }
    uploads.clear();
    notifySuccess(t('images.logoSaved'));
  }

  return (
    <SectionCard title={t('images.logo')} description={t('images.logoHint')}>
      <Stack gap="md">
        <Group gap="md" align="center">
          <Avatar
            src={company.logoUrl}
            alt={company.logoUrl ? t('images.currentLogo', { name: company.companyNameShort }) : undefined}
            size={96}
            radius="md"
            color="rose"
          >
            {initialsOf(company.companyNameShort)}
          </Avatar>
          <Stack gap={6} align="flex-start">
            <FileButton
              onChange={(file) => void choose(file)}
              accept={accept}
              disabled={uploads.uploading}
              inputProps={{ 'aria-label': company.logoUrl ? t('images.replaceLogo') : t('images.chooseLogo') }}
            >
              {(props) => (
                <Button
                  variant="light"
                  leftSection={<IconPhotoUp size={16} aria-hidden />}
                  loading={uploads.uploading}
                  {...props}
                >
                  {company.logoUrl ? t('images.replaceLogo') : t('images.chooseLogo')}
                </Button>
              )}
            </FileButton>
            <Text fz="xs" c="dimmed">
              {t('images.fileHint')}
            </Text>
            {problem && (
              <Text fz="sm" c="red" role="alert">
                {problem}
              </Text>
            )}
          </Stack>
        </Group>
        <UploadProgressList items={uploads.items} />
      </Stack>
    </SectionCard>
  );
}

/** The saved company's photos: added at once with their progress, removed after asking. */
export function PhotosSection({ company }: { company: PrivateCompany }) {
  const { t } = useTranslation(['companies', 'common']);
  const uploads = useImageUploads();
  const remove = useDeleteCompanyPhoto();
  const [problems, setProblems] = useState<string[]>([]);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const room = MAX_COMPANY_PHOTOS - company.photos.length;

  async function add(files: File[]) {
    const choice = chooseImages(files, room);
    const next = choice.refused.map(({ name, problem }) =>
      t('images.refused', { name, reason: t(`errors.${problem}`, { ns: 'common' }) }),
    );
    if (choice.leftOut > 0) next.push(t('images.leftOut', { count: choice.leftOut, max: MAX_COMPANY_PHOTOS }));
    setProblems(next);
    if (choice.accepted.length === 0) return;
    const jobs = choice.accepted.map((file) => ({ id: crypto.randomUUID(), kind: 'photo' as const, file }));
    const { failed } = await uploads.upload(company.id, jobs);
    const added = jobs.length - failed;
    if (failed > 0) notifyFailure(t, t('images.photosFailed', { count: failed }));
    else uploads.clear();
    if (added > 0) notifySuccess(t('images.photosAdded', { count: added }));
  }

  function confirmRemove(photoId: string, number: number) {
    modals.openConfirmModal({
      title: t('images.removeTitle'),
      children: <Text fz="sm">{t('images.removeText', { number })}</Text>,
      labels: { confirm: t('images.remove'), cancel: t('images.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setRemovingId(photoId);
        remove
          .mutateAsync({ companyId: company.id, photoId })
          .then(
            () => notifySuccess(t('images.photoRemoved')),
            (error: unknown) => notifyError(t, error),
          )
          .finally(() => setRemovingId(null));
      },
    });
  }

  return (
    <SectionCard
      title={t('images.photos')}
      description={t('images.photosHint', { max: MAX_COMPANY_PHOTOS })}
      actions={
        <FileButton
          onChange={(files) => void add(files)}
          accept={accept}
          multiple
          disabled={room <= 0 || uploads.uploading}
          inputProps={{ 'aria-label': t('images.addPhotos') }}
        >
          {(props) => (
            <Button
              variant="light"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              disabled={room <= 0}
              loading={uploads.uploading}
              {...props}
            >
              {t('images.addPhotos')}
            </Button>
          )}
        </FileButton>
      }
    >
      <Stack gap="md">
        {company.photos.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('images.noPhotos')}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 2, xs: 3, sm: 4 }}
            spacing="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {company.photos.map((photo, index) => (
              <Paper component="li" key={photo.id} withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
                <Image src={photo.url} alt={t('images.photoAlt', { number: index + 1 })} h={120} fit="cover" />
                <ActionIcon
                  pos="absolute"
                  top={6}
                  right={6}
                  variant="white"
                  color="red"
                  radius="xl"
                  onClick={() => confirmRemove(photo.id, index + 1)}
                  loading={removingId === photo.id}
                  aria-label={t('images.removePhotoNumber', { number: index + 1 })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        <Text fz="xs" c="dimmed">
          {room > 0
            ? t('images.photoRoom', { count: company.photos.length, max: MAX_COMPANY_PHOTOS })
            : t('images.photosFull', { max: MAX_COMPANY_PHOTOS })}{' '}
          {t('images.fileHint')}
        </Text>
        {problems.map((problem) => (
          <Text key={problem} fz="sm" c="red" role="alert">
            {problem}
          </Text>
        ))}
        <UploadProgressList items={uploads.items} />
      </Stack>
    </SectionCard>
  );
}
