import { commissionVatSchema, MONTH_PATTERN, type Statement, type StatementList } from '@glowmarket/shared/orders';
import { Button, EmptyState, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAdminStatements, useDownloadStatements } from '../../../api/statements';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { monthLabel, recentMonths } from '../../../lib/months';
import { formatMoney } from '../../../lib/money';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCommissionVat } from '../api/get-commission-vat';
import { useSetCommissionVat } from '../api/set-commission-vat';
import { errorText } from './error-text';
import { PercentForm } from './percent-form';

const AMOUNTS = ['gross', 'commission', 'commissionVat', 'payout'] as const;

/** Euro cents as the UI language writes euros. */
const euros = (cents: number, language: string) => formatMoney({ amount: cents, currency: 'EUR' }, language);

/** The statements tab: each seller's month, to pay them out and invoice the commission, and the VAT rate on it. */
export function StatementsPanel() {
  return (
    <Stack gap="lg">
      <StatementsCard />
      <CommissionVatCard />
    </Stack>
  );
}

function StatementsCard() {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  // The last 12 months, the current one (UTC, as the API counts them) first and chosen unless the address says otherwise.
  const [months] = useState(() => recentMonths(new Date()));
  const requested = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(requested) && months.includes(requested) ? requested : (months[0] ?? '');
  const statements = useAdminStatements(month);
  const download = useDownloadStatements('admin');

  function chooseMonth(value: string | null) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value && value !== months[0]) next.set('month', value);
      else next.delete('month');
      return next;
    });
  }

  async function downloadCsv() {
    try {
      await download.mutateAsync(month);
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <SectionCard
      title={t('statements.title')}
      description={t('statements.hint')}
      actions={
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('statements.month')}
            data={months.map((value) => ({ value, label: monthLabel(value, language) }))}
            value={month}
            onChange={chooseMonth}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void downloadCsv()}
            loading={download.isPending}
          >
            {t('statements.download')}
          </Button>
        </Group>
      }
    >
      {statements.isPending && (
        <Stack gap="xs" aria-busy="true" aria-label={t('statements.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={36} radius="sm" />
          ))}
        </Stack>
      )}
      {statements.isError && (
        <LoadFailed
          title={t('statements.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void statements.refetch()}
        >
          <Text fz="sm">{errorText(t, statements.error)}</Text>
        </LoadFailed>
      )}
      {statements.data && statements.data.items.length === 0 && (
        <EmptyState
          icon={<IconReceiptOff size={32} aria-hidden />}
          variant="light"
          title={t('statements.empty', { month: monthLabel(statements.data.month, language) })}
          py="lg"
        />
      )}
      {statements.data && statements.data.items.length > 0 && (
        <StatementsTable list={statements.data} dimmed={statements.isPlaceholderData} />
      )}
    </SectionCard>
  );
}

function StatementsTable({ list, dimmed }: { list: StatementList; dimmed: boolean }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const sum = (key: (typeof AMOUNTS)[number] | 'orders') =>
    list.items.reduce((total, item: Statement) => total + item[key], 0);
  return (
    <Stack gap="xs" style={{ opacity: dimmed ? 0.6 : 1 }}>
      <Text fz="sm" c="dimmed">
        {t('statements.vatApplied', { percent: formatPercent(list.vatPercent) })}
      </Text>
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Caption>{t('statements.caption', { month: monthLabel(list.month, language) })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('statements.columns.seller')}</Table.Th>
              <Table.Th ta="right">{t('statements.columns.orders')}</Table.Th>
              {AMOUNTS.map((key) => (
                <Table.Th key={key} ta="right">
                  {t(`statements.columns.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((item) => (
              <Table.Tr key={item.company.id}>
                <Table.Th scope="row" fw={600}>
                  {item.company.name}
                </Table.Th>
                <Table.Td ta="right">{new Intl.NumberFormat(language).format(item.orders)}</Table.Td>
                {AMOUNTS.map((key) => (
                  <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {euros(item[key], language)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('statements.total')}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {new Intl.NumberFormat(language).format(sum('orders'))}
              </Table.Td>
              {AMOUNTS.map((key) => (
                <Table.Td key={key} ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {euros(sum(key), language)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The VAT the operator charges on its commission: a site setting the statements apply. */
function CommissionVatCard() {
  const { t } = useTranslation('admin');
  const vat = useCommissionVat();
  return (
    <SectionCard title={t('statements.vat.title')} description={t('statements.vat.hint')}>
      {vat.isPending && <Skeleton height={96} aria-label={t('statements.vat.loading')} />}
      {vat.isError && (
        <LoadFailed title={t('statements.vat.loadFailed')} retryLabel={t('retry')} onRetry={() => void vat.refetch()}>
          <Text fz="sm">{errorText(t, vat.error)}</Text>
        </LoadFailed>
      )}
      {vat.data && <CommissionVatForm percent={vat.data.percent} />}
    </SectionCard>
  );
}

function CommissionVatForm({ percent }: { percent: number }) {
  const { t } = useTranslation('admin');
  const save = useSetCommissionVat();

  async function saveRate(value: number) {
    try {
      const saved = await save.mutateAsync(value);
      notifySuccess(t('statements.vat.saved', { percent: formatPercent(saved.percent) }));
    } catch (failure) {
      notifyError(t, failure);
    }
  }

  return (
    <PercentForm
      percent={percent}
      schema={commissionVatSchema.shape.percent}
      current={t('statements.vat.current', { percent: formatPercent(percent) })}
      label={t('statements.vat.label')}
      description={t('statements.vat.labelHint')}
      submitLabel={t('statements.vat.save')}
      saving={save.isPending}
      onSave={saveRate}
    />
  );
}
