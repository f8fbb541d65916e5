import { siteCommissionSchema } from '@glowmarket/shared/companies';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { formatPercent } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSiteCommission } from '../api/get-site-commission';
import { useSetSiteCommission } from '../api/set-site-commission';
import { PercentForm } from './percent-form';

/** The settings tab's marketplace-wide settings: the commission (payment methods are in the configuration tab). */
export function SiteSettingsPanel() {
  return (
    <Stack gap="lg">
      <CommissionCard />
    </Stack>
  );
}

/** The marketplace-wide commission ('Prowizja', SPEC §9). */
function CommissionCard() {
  const { t } = useTranslation('admin');
  const commission = useSiteCommission();
  return (
    <SectionCard title={t('settings.commissionTitle')} description={t('settings.commissionHint')}>
      {commission.isPending && <Skeleton height={96} aria-label={t('settings.loading')} />}
      {commission.isError && (
        <LoadFailed
          title={t('settings.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void commission.refetch()}
        />
      )}
      {commission.data && <SiteCommissionForm percent={commission.data.percent} />}
    </SectionCard>
  );
}

function SiteCommissionForm({ percent }: { percent: number }) {
  const { t } = useTranslation('admin');
  const save = useSetSiteCommission();

  async function saveRate(value: number) {
    try {
      const saved = await save.mutateAsync(value);
      notifySuccess(t('settings.saved', { percent: formatPercent(saved.percent) }));
    } catch {
      notifyFailure(t, t('actionFailed'));
    }
  }

  return (
    <PercentForm
      percent={percent}
      schema={siteCommissionSchema.shape.percent}
      current={t('settings.current', { percent: formatPercent(percent) })}
      label={t('settings.commissionLabel')}
      description={t('settings.commissionLabelHint')}
      submitLabel={t('settings.save')}
      saving={save.isPending}
      onSave={saveRate}
    />
  );
}
