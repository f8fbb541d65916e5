import { MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from '../../../lib/files';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveTitleImage, useUploadTitleImage } from '../api/save-site-configuration';

const accept = ACCEPTED_IMAGE_TYPES.join(',');

/** The home page's title background: upload a picture (4 MB at most) or go back to the built-in one. */
export function TitleImageCard({ imageUrl }: { imageUrl: string | null }) {
  const { t } = useTranslation('admin');
  const upload = useUploadTitleImage();
  const remove = useRemoveTitleImage();
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | null) {
    if (!file) return;
    const refused = checkImageFile(file, MAX_COMPANY_FILE_BYTES);
    setProblem(refused ? t(`errors.${refused}`, { ns: 'common' }) : null);
    if (refused) return;
    try {
      await upload.mutateAsync(file);
      notifySuccess(t('configuration.image.saved'));
    } catch (error) {
      notifyError(t, error);
    }
  }

  async function reset() {
    try {
      await remove.mutateAsync();
      notifySuccess(t('configuration.image.removed'));
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <SectionCard title={t('configuration.image.title')} description={t('configuration.image.hint')}>
      <Stack gap="sm">
        {imageUrl ? (
          <Image src={imageUrl} alt={t('configuration.image.preview')} radius="md" h={160} fit="cover" />
        ) : (
          <Text c="dimmed">{t('configuration.image.none')}</Text>
        )}
        <Group gap="sm">
          <FileButton
            onChange={(file) => void choose(file)}
            accept={accept}
            inputProps={{ 'aria-label': t('configuration.image.upload') }}
          >
            {(props) => (
              <Button
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={upload.isPending}
                {...props}
              >
                {t('configuration.image.upload')}
              </Button>
            )}
          </FileButton>
          {imageUrl && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void reset()}
            >
              {t('configuration.image.remove')}
            </Button>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          {t('configuration.image.fileHint')}
        </Text>
        {problem && (
          <Text fz="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
