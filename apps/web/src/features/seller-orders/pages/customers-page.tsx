import type { Customer } from '@glowmarket/shared/orders';
import { Anchor, Button, EmptyState, Stack, Table, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import { SearchBox } from '../../../components/search-box';
import { SellerArea } from '../../../components/seller-area';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { pageFromParams, useSearchText, withPage } from '../../../lib/url-search';
import { useCustomers } from '../api/get-customers';

/** /customers: the buyers who ordered from the seller, searchable and paged in the address; each leads to their orders. */
export function CustomersPage() {
  return (
    <SellerArea>
      <Customers />
    </SellerArea>
  );
}

function Customers() {
  const { t } = useTranslation('sellerOrders');
  const [params, setParams] = useSearchParams();
  const search = useSearchText();
  const page = pageFromParams(params);
  const list = useCustomers({ q: search.query, page });

  function goTo(next: number) {
    setParams((current) => withPage(current, next));
    window.scrollTo({ top: 0 });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('customers.heading')}</Title>
        <Text c="dimmed" mt={6}>
          {t('customers.intro')}
        </Text>
      </div>

      <SearchBox search={search} label={t('customers.search')} description={t('customers.searchHint')} maw={480} />

      {list.isPending && <ListSkeleton label={t('customers.loading')} rows={6} height={48} />}

      {list.isError && (
        <LoadFailed title={t('customers.loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      )}

      {list.data && list.data.items.length === 0 && (
        <EmptyState
          icon={<IconUsers size={32} aria-hidden />}
          variant="light"
          title={search.query ? t('customers.noMatchTitle') : t('customers.emptyTitle')}
          description={search.query ? t('customers.noMatch', { query: search.query }) : t('customers.empty')}
          py="xl"
        >
          {search.query && (
            <EmptyState.Actions>
              <Button variant="light" onClick={() => search.change('')}>
                {t('customers.clearSearch')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      )}

      {list.data && list.data.items.length > 0 && (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('customers.count', { count: list.data.total })}
          </Text>
          <CustomerTable customers={list.data.items} dimmed={list.isPlaceholderData} />
          <ListPagination
            total={list.data.total}
            pageSize={list.data.pageSize}
            page={page}
            onChange={goTo}
            label={t('customers.pages')}
          />
        </>
      )}
    </Stack>
  );
}

function CustomerTable({ customers, dimmed }: { customers: Customer[]; dimmed: boolean }) {
  const { t } = useTranslation('sellerOrders');
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped style={{ opacity: dimmed ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('customers.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('customers.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('customers.columns.phone')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('customers.columns.orders')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('customers.columns.spent')}
            </Table.Th>
            <Table.Th scope="col">{t('customers.columns.lastOrder')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => {
            const name = `${customer.firstName} ${customer.lastName}`;
            return (
              <Table.Tr key={customer.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/orders?${new URLSearchParams({ q: customer.email }).toString()}`}
                    fz="sm"
                    fw={600}
                    title={t('customers.showOrders', { name })}
                  >
                    {name}
                  </Anchor>
                </Table.Td>
                <Table.Td fz="sm">
                  <Anchor href={`mailto:${customer.email}`} fz="sm">
                    {customer.email}
                  </Anchor>
                </Table.Td>
                <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  <Anchor href={`tel:${customer.phone.replace(/\s/g, '')}`} fz="sm">
                    {customer.phone}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="end" fz="sm">
                  {customer.orders}
                </Table.Td>
                <Table.Td ta="end" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(customer.spent, language)}
                </Table.Td>
                <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(customer.lastOrderAt, language)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
