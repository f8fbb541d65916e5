import { siteCommissionSchema } from '@glowmarket/shared/companies';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { formatPercent } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSiteCommission } from '../api/get-site-commission';
import { useSetSiteCommission } from '../api/set-site-commission';
import { parsePercent } from './percent';
import { PercentInput } from './percent-input';

/** The settings tab: the marketplace-wide commission ('Prowizja', SPEC §9). */
export function SiteSettingsPanel() {
  const { t } = useTranslation('admin');
  const commission = useSiteCommission();
  return (
    <SectionCard title={t('settings.commissionTitle')} description={t('settings.commissionHint')}>
      {commission.isPending && <Skeleton height={96} aria-label={t('settings.loading')} />}
      {commission.isError && (
        <Alert color="red" title={t('settings.loadFailed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void commission.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {commission.data && <SiteCommissionForm percent={commission.data.percent} />}
    </SectionCard>
  );
}

function SiteCommissionForm({ percent }: { percent: number }) {
  const { t } = useTranslation('admin');
  const save = useSetSiteCommission();
  const [value, setValue] = useState<string | number>(percent);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const parsed = parsePercent(value, siteCommissionSchema.shape.percent);
    if (!parsed.success) {
      setError(parsed.error);
      return;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync(parsed.percent);
      notifySuccess(t('settings.saved', { percent: formatPercent(saved.percent) }));
    } catch {
      notifyFailure(t, t('actionFailed'));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text fz="sm">{t('settings.current', { percent: formatPercent(percent) })}</Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <PercentInput
            label={t('settings.commissionLabel')}
            description={t('settings.commissionLabelHint')}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" mt={{ base: 0, xs: 44 }} loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
