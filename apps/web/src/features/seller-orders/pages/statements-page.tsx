import type { Statement, StatementList } from '@glowmarket/shared/orders';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDownloadStatements, useSellerStatements } from '../../../api/statements';
import { LoadFailed } from '../../../components/page-states';
import { SellerArea } from '../../../components/seller-area';
import { formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { monthLabel, recentMonths } from '../../../lib/months';
import { formatMoney } from '../../../lib/money';
import { notifyError } from '../../../lib/notify';

/** /statements: one month of the seller's sales, commission, VAT on it and payout, with the CSV to keep. */
export function StatementsPage() {
  return (
    <SellerArea>
      <Statements />
    </SellerArea>
  );
}

function Statements() {
  const { t } = useTranslation('sellerOrders');
  const [params, setParams] = useSearchParams();
  // The months on offer are fixed when the page opens, in UTC as the API counts them.
  const [months] = useState(() => recentMonths(new Date()));
  const asked = params.get('month');
  const month = asked && months.includes(asked) ? asked : (months[0] ?? '');
  const statements = useSellerStatements(month);
  const download = useDownloadStatements('seller');
  const language = currentLanguage();

  function choose(next: string) {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === months[0]) copy.delete('month');
        else copy.set('month', next);
        return copy;
      },
      { replace: true },
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('statements.heading')}</Title>
        <Text c="dimmed" mt={6}>
          {t('statements.intro')}
        </Text>
      </div>

      <Group align="flex-end" justify="space-between" gap="sm">
        <NativeSelect
          label={t('statements.month')}
          value={month}
          onChange={(event) => choose(event.currentTarget.value)}
          data={months.map((value) => ({ value, label: monthLabel(value, language) }))}
          miw={220}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          disabled={!statements.data || statements.data.items.length === 0}
          onClick={() => download.mutate(month, { onError: (error) => notifyError(t, error) })}
        >
          {t('statements.download')}
        </Button>
      </Group>

      {statements.isPending && <Skeleton height={200} radius="lg" aria-label={t('statements.loading')} />}

      {statements.isError && (
        <LoadFailed
          title={t('statements.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void statements.refetch()}
        />
      )}

      {statements.data && <MonthStatement list={statements.data} />}
    </Stack>
  );
}

/** The seller's line of the month (the API answers at most one for a seller), or that there were no orders. */
function MonthStatement({ list }: { list: StatementList }) {
  const { t } = useTranslation('sellerOrders');
  const language = currentLanguage();
  const statement: Statement | undefined = list.items[0];
  const name = monthLabel(list.month, language);
  const headingId = useId();
  if (!statement || statement.orders === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed">{t('statements.empty', { month: name })}</Text>
      </Paper>
    );
  }
  const euros = (cents: number) => formatMoney({ amount: cents, currency: 'EUR' }, language);
  const figures = [
    { key: 'orders', label: t('statements.orders'), value: new Intl.NumberFormat(language).format(statement.orders) },
    { key: 'gross', label: t('statements.gross'), value: euros(statement.gross), hint: t('statements.grossHint') },
    {
      key: 'commission',
      label: t('statements.commission'),
      value: euros(statement.commission),
      hint: t('statements.commissionHint'),
    },
    {
      key: 'commissionVat',
      label: t('statements.commissionVat', { percent: formatPercent(list.vatPercent, language) }),
      value: euros(statement.commissionVat),
    },
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="h3" mb="md" id={headingId}>
        {name}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {figures.map((figure) => (
          <div key={figure.key}>
            <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
              {figure.label}
            </Text>
            <Text fz="lg" fw={600}>
              {figure.value}
            </Text>
            {figure.hint && (
              <Text fz="xs" c="dimmed">
                {figure.hint}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
      <Paper mt="lg" p="md" radius="md" bg="var(--mantine-color-teal-light)">
        <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
          {t('statements.payout')}
        </Text>
        <Text fz="xl" fw={800}>
          {euros(statement.payout)}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('statements.payoutHint')}
        </Text>
      </Paper>
    </Paper>
  );
}
