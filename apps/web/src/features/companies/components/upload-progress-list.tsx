import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import type { UploadItem } from './use-image-uploads';

/** One progress bar per file being sent, with its name, its share sent and, on failure, why. */
export function UploadProgressList({ items }: { items: readonly UploadItem[] }) {
  const { t } = useTranslation('companies');
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Text fw={600} fz="sm" mb="sm">
        {t('uploads.title')}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
              <Text fz="sm" truncate="end" style={{ minWidth: 0 }}>
                {item.name}
              </Text>
              <UploadState item={item} />
            </Group>
            <Progress
              value={Math.round(item.progress * 100)}
              color={item.status === 'failed' ? 'red' : item.status === 'done' ? 'teal' : undefined}
              animated={item.status === 'uploading'}
              striped={item.status === 'uploading'}
              aria-label={t('uploads.progressLabel', { name: item.name })}
            />
            {item.error && (
              <Text fz="xs" c="red" mt={4} role="alert">
                {item.error}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

function UploadState({ item }: { item: UploadItem }) {
  const { t } = useTranslation('companies');
  if (item.status === 'done') {
    return (
      <Group gap={4} c="teal.7" wrap="nowrap">
        <IconCircleCheck size={16} aria-hidden />
        <Text fz="xs">{t('uploads.done')}</Text>
      </Group>
    );
  }
  if (item.status === 'failed') {
    return (
      <Group gap={4} c="red.7" wrap="nowrap">
        <IconAlertCircle size={16} aria-hidden />
        <Text fz="xs">{t('uploads.failed')}</Text>
      </Group>
    );
  }
  return (
    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {item.status === 'waiting' ? t('uploads.waiting') : formatPercent(Math.round(item.progress * 100))}
    </Text>
  );
}
