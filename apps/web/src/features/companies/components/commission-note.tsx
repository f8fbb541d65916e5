import type { PrivateCompany } from '@glowmarket/shared/companies';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';

/** The platform commission that applies to the company's orders, and where the rate comes from. */
export function CommissionNote({ commission }: { commission: PrivateCompany['commission'] }) {
  const { t } = useTranslation('companies');
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="md">
          <IconReceipt2 size={20} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={600}>
            {t(commission.source === 'company' ? 'commission.company' : 'commission.site', {
              percent: formatPercent(commission.percent),
            })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('commission.hint')}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
