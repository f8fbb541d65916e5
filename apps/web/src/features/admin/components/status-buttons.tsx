import type { CompanyStatus } from '@glowmarket/shared/companies';
import { Button, Group, type MantineSize } from '@mantine/core';
import { IconCircleCheck, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTION_COLORS, STATUS_ACTIONS } from './status-actions';
import { useStatusAction } from './use-status-action';

const ICONS = { approve: IconCircleCheck, suspend: IconPlayerPause, reinstate: IconPlayerPlay } as const;

interface StatusButtonsProps {
  company: { id: string; companyNameShort: string; status: CompanyStatus };
  size?: MantineSize;
}

/** The status changes that fit the company now, each asking for confirmation first. */
export function StatusButtons({ company, size = 'xs' }: StatusButtonsProps) {
  const { t } = useTranslation('admin');
  const action = useStatusAction();
  const busy = action.isRunning(company.id);
  return (
    <Group gap={6} wrap="nowrap">
      {STATUS_ACTIONS[company.status].map((name) => {
        const Icon = ICONS[name];
        return (
          <Button
            key={name}
            size={size}
            variant={name === 'suspend' ? 'subtle' : 'light'}
            color={ACTION_COLORS[name]}
            leftSection={<Icon size={14} aria-hidden />}
            loading={action.isRunning(company.id, name)}
            disabled={busy && !action.isRunning(company.id, name)}
            onClick={() => action.confirm(company, name)}
            aria-label={t(`actions.${name}.label`, { name: company.companyNameShort })}
          >
            {t(`actions.${name}.button`)}
          </Button>
        );
      })}
    </Group>
  );
}
