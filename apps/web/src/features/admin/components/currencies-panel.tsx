import { CURRENCIES } from '@glowmarket/shared/currencies';
import { Button, Group, NumberInput, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { decimalSeparator, formatDate } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useCurrencyRates } from '../api/get-currency-rates';
import { useSetCurrencyRates } from '../api/set-currency-rates';

const OTHER_CURRENCIES = CURRENCIES.filter((currency) => currency.code !== 'EUR');

/** The currencies section: how many units of each currency one euro buys, for showing prices. */
export function CurrenciesPanel() {
  const { t } = useTranslation('admin');
  const rates = useCurrencyRates();
  return (
    <SectionCard title={t('currencies.title')} description={t('currencies.hint')}>
      {rates.isPending && <Skeleton height={160} aria-label={t('currencies.loading')} />}
      {rates.isError && (
        <LoadFailed title={t('currencies.loadFailed')} retryLabel={t('retry')} onRetry={() => void rates.refetch()} />
      )}
      {rates.data && (
        <RatesForm key={rates.data.updatedAt ?? 'initial'} rates={rates.data.rates} updatedAt={rates.data.updatedAt} />
      )}
    </SectionCard>
  );
}

function RatesForm({ rates, updatedAt }: { rates: Record<string, number>; updatedAt: string | null }) {
  const { t } = useTranslation('admin');
  const save = useSetCurrencyRates();
  const [values, setValues] = useState<Record<string, string | number>>(() =>
    Object.fromEntries(OTHER_CURRENCIES.map((currency) => [currency.code, rates[currency.code] ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    const next: Record<string, number> = {};
    const problems: Record<string, string> = {};
    for (const { code } of OTHER_CURRENCIES) {
      const value = values[code];
      if (typeof value !== 'number' || !(value > 0) || value > 1_000_000) problems[code] = t('currencies.invalid');
      else next[code] = value;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await save.mutateAsync(next);
      notifySuccess(t('currencies.saved'));
    } catch {
      notifyFailure(t, t('actionFailed'));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {updatedAt && (
          <Text fz="sm" c="dimmed">
            {t('currencies.updatedAt', { date: formatDate(updatedAt) })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {OTHER_CURRENCIES.map((currency) => (
            <NumberInput
              key={currency.code}
              label={t('currencies.rateLabel', { code: currency.code })}
              description={t('currencies.rateHint', { code: currency.code })}
              value={values[currency.code] ?? ''}
              onChange={(value) => {
                setValues((current) => ({ ...current, [currency.code]: value }));
                setErrors((current) => ({ ...current, [currency.code]: '' }));
              }}
              decimalScale={6}
              decimalSeparator={decimalSeparator()}
              allowedDecimalSeparators={['.', ',']}
              allowNegative={false}
              min={0}
              rightSection={<Text fz="xs">{currency.symbol}</Text>}
              error={errors[currency.code] || undefined}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('currencies.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
