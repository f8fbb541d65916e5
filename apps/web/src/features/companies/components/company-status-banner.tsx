import type { PrivateCompany } from '@glowmarket/shared/companies';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the company stands with the operator: waiting, suspended, or approved and public. */
export function CompanyStatusBanner({ company }: { company: Pick<PrivateCompany, 'id' | 'status'> }) {
  const { t } = useTranslation('companies');
  if (company.status === 'pending') {
    return (
      <Alert color="yellow" icon={<IconHourglass size={20} aria-hidden />} title={t('status.pendingTitle')}>
        <Text fz="sm">{t('status.pending')}</Text>
      </Alert>
    );
  }
  if (company.status === 'suspended') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('status.suspendedTitle')}>
        <Text fz="sm">
          {t('status.suspended')}{' '}
          <Anchor component={Link} to="/contact" fz="sm" inherit>
            {t('status.contactLink')}
          </Anchor>
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="teal" icon={<IconCircleCheck size={20} aria-hidden />} title={t('status.approvedTitle')}>
      <Text fz="sm">
        {t('status.approved')}{' '}
        <Anchor component={Link} to={`/company/${company.id}`} fz="sm" inherit>
          {t('status.publicPageLink')}
        </Anchor>
      </Text>
    </Alert>
  );
}
