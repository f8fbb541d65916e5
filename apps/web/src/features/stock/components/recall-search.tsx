import type { RecallEntry } from '@glowmarket/shared/cosmetics';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import { RecordTable } from '../../../components/record-table';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { useRecall } from '../api/get-recall';

/** A batch code → every buyer who received units of it, to contact when it is recalled. */
export function RecallSearch() {
  const { t } = useTranslation('stock');
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const [typed, setTyped] = useState(code);
  const recall = useRecall(code);

  function search() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typed.trim()) next.set('code', typed.trim());
        else next.delete('code');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <SectionCard title={t('recall.title')} description={t('recall.intro')}>
      <form
        role="search"
        aria-label={t('recall.title')}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('recall.code')}
            maxLength={40}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maw={320}
            style={{ flex: '1 1 200px' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('recall.search')}
          </Button>
        </Group>
      </form>

      {code && recall.isPending && <ListSkeleton label={t('recall.loading')} rows={3} height={40} />}
      {recall.isError && (
        <LoadFailed
          mt="lg"
          title={t('recall.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void recall.refetch()}
        />
      )}
      {recall.data && recall.data.entries.length === 0 && (
        <Text fz="sm" mt="lg" role="status">
          {t('recall.empty')}
        </Text>
      )}
      {recall.data && recall.data.entries.length > 0 && (
        <RecallTable code={recall.data.code} entries={recall.data.entries} />
      )}
    </SectionCard>
  );
}

function RecallTable({ code, entries }: { code: string; entries: RecallEntry[] }) {
  const { t } = useTranslation('stock');
  return (
    <RecordTable
      caption={t('recall.caption', { count: entries.length, code })}
      minWidth={760}
      rows={entries}
      rowKey={(entry) => `${entry.orderId}-${entry.productId ?? entry.title}`}
      columns={[
        {
          header: t('recall.columns.orderNumber'),
          cell: (entry) => (
            <Text inherit fw={600}>
              {entry.orderNumber}
            </Text>
          ),
        },
        { header: t('recall.columns.date'), cell: (entry) => formatDate(entry.placedAt) },
        { header: t('recall.columns.product'), cell: (entry) => entry.title },
        { header: t('recall.columns.quantity'), cell: (entry) => entry.quantity, numeric: true },
        { header: t('recall.columns.name'), cell: (entry) => entry.buyer.name },
        {
          header: t('recall.columns.email'),
          cell: (entry) => (
            <Anchor href={`mailto:${entry.buyer.email}`} fz="sm">
              {entry.buyer.email}
            </Anchor>
          ),
        },
        {
          header: t('recall.columns.phone'),
          cell: (entry) =>
            entry.buyer.phone ? (
              <Anchor href={`tel:${entry.buyer.phone.replace(/\s/g, '')}`} fz="sm">
                {entry.buyer.phone}
              </Anchor>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
