import { commissionPercentSchema, type PrivateCompany } from '@glowmarket/shared/companies';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSetCompanyCommission } from '../api/set-company-commission';
import { parsePercent } from './percent';
import { PercentInput } from './percent-input';

/** The commission this company pays: its own agreed rate, or the marketplace rate when none is set. */
export function CommissionEditor({ company }: { company: PrivateCompany }) {
  const { t } = useTranslation('admin');
  const save = useSetCompanyCommission();
  const own = company.commission.source === 'company';
  const [value, setValue] = useState<string | number>(own ? company.commission.percent : '');
  const [error, setError] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);

  async function submit(percent: number | null) {
    setClearing(percent === null);
    try {
      const saved = await save.mutateAsync({ companyId: company.id, percent });
      if (percent === null) setValue('');
      notifySuccess(
        saved.commission.source === 'company'
          ? t('commission.companySaved', {
              name: company.companyNameShort,
              percent: formatPercent(saved.commission.percent),
            })
          : t('commission.siteRateApplied', {
              name: company.companyNameShort,
              percent: formatPercent(saved.commission.percent),
            }),
      );
    } catch {
      notifyFailure(t, t('actionFailed'));
    }
  }

  function saveOwnRate() {
    const parsed = parsePercent(value, commissionPercentSchema);
    if (!parsed.success) {
      setError(parsed.error);
      return;
    }
    setError(null);
    void submit(parsed.percent);
  }

  return (
    <Stack gap="sm">
      <Text fz="sm">
        {t(own ? 'commission.currentCompany' : 'commission.currentSite', {
          percent: formatPercent(company.commission.percent),
        })}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          saveOwnRate();
        }}
        noValidate
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <PercentInput
            label={t('commission.companyRate')}
            description={t('commission.companyRateHint')}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 44 }}
            loading={save.isPending && !clearing}
            disabled={save.isPending}
          >
            {t('commission.save')}
          </Button>
        </Group>
      </form>
      {own && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void submit(null)}
            loading={save.isPending && clearing}
            disabled={save.isPending}
          >
            {t('commission.useSiteRate')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
