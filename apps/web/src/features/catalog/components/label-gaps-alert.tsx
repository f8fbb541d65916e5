import type { LabelGap } from '@glowmarket/shared/cosmetics';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * What the label still lacks, as the server last answered. A warning only: the seller may publish
 * anyway, but should know the product does not yet meet the labelling rules.
 */
export function LabelGapsAlert({ gaps }: { gaps: readonly LabelGap[] }) {
  const { t } = useTranslation('productLabel');
  if (gaps.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('gaps.title')}>
      {t('gaps.intro')}
      <List size="sm" mt="xs">
        {gaps.map((gap) => (
          <List.Item key={gap}>{t(`gaps.names.${gap}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
