import { ORDER_STATUSES, type OrderStatus, type SellerOrder, type SellerOrderList } from '@glowmarket/shared/orders';
import {
  Button,
  EmptyState,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order-badges';
import { LoadFailed } from '../../../components/page-states';
import { SearchBox } from '../../../components/search-box';
import { formatDate, formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { pageFromParams, useSearchText, withFilter, withPage } from '../../../lib/url-search';
import { useAdminOrders, type AdminOrdersFilter } from '../api/get-admin-orders';
import { errorText } from './error-text';
import { FlaggedPaymentsCard } from './flagged-payments-card';
import { SellerSelect } from './seller-select';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter the address holds (`?company=&status=&from=&to=&q=&page=`); anything unreadable is left out. */
function filterOf(params: URLSearchParams, q: string): AdminOrdersFilter {
  const company = params.get('company') ?? '';
  const status = params.get('status') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    company: UUID.test(company) ? company : null,
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : null,
    from: day('from'),
    to: day('to'),
    q,
    page: pageFromParams(params),
  };
}

/**
 * The orders tab: every seller's orders, filtered by seller, status, days placed and a search, with
 * what the filter adds up to, under the payments to check when an operator reported a wrong amount.
 * Read-only: sellers move their orders on themselves.
 */
export function OrdersPanel() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const search = useSearchText();
  const filter = filterOf(params, search.query);
  const list = useAdminOrders(filter);

  /** One filter changed: the list starts again from its first page. */
  function setFilter(name: 'company' | 'status' | 'from' | 'to', value: string | null) {
    setParams((current) => withFilter(current, name, value ?? ''));
  }

  function goTo(page: number) {
    setParams((current) => withPage(current, page));
  }

  function clearFilters() {
    search.change('');
    search.flush();
    setParams((current) => {
      const next = new URLSearchParams();
      const tab = current.get('tab');
      if (tab) next.set('tab', tab);
      return next;
    });
  }

  const statusOptions = [
    { value: 'all', label: t('orders.allStatuses') },
    ...ORDER_STATUSES.map((value) => ({ value, label: t(`orderStatus.${value}`, { ns: 'common' }) })),
  ];
  const filtered = Boolean(filter.company || filter.status || filter.from || filter.to || filter.q);
  const toBeforeFrom = Boolean(filter.from && filter.to && filter.to < filter.from);

  return (
    <Stack gap="md">
      <FlaggedPaymentsCard />
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchBox
          search={search}
          label={t('orders.search')}
          description={t('orders.searchHint')}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <SellerSelect value={filter.company} onChange={(company) => setFilter('company', company)} />
        <Select
          label={t('orders.status')}
          data={statusOptions}
          value={filter.status ?? 'all'}
          onChange={(value) => setFilter('status', value === 'all' ? null : value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="date"
          label={t('orders.from')}
          value={filter.from}
          onChange={(event) => setFilter('from', event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label={t('orders.to')}
          value={filter.to}
          onChange={(event) => setFilter('to', event.currentTarget.value)}
          error={toBeforeFrom ? t('orders.toBeforeFrom') : undefined}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      {filtered && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={clearFilters}>
            {t('orders.clearFilters')}
          </Button>
        </Group>
      )}

      {list.data && <OrderTotals list={list.data} />}

      {list.isPending && (
        <Stack gap="xs" aria-busy="true" aria-label={t('orders.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={44} radius="sm" />
          ))}
        </Stack>
      )}

      {list.isError && (
        <LoadFailed title={t('orders.loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()}>
          <Text fz="sm">{errorText(t, list.error)}</Text>
        </LoadFailed>
      )}

      {list.data && list.data.items.length === 0 && (
        <EmptyState
          icon={<IconReceipt size={32} aria-hidden />}
          variant="light"
          title={filtered ? t('orders.noMatchTitle') : t('orders.emptyTitle')}
          description={filtered ? t('orders.noMatch') : t('orders.empty')}
          py="xl"
        />
      )}

      {list.data && list.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={1080} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>{t('orders.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.columns.number')}</Table.Th>
                <Table.Th>{t('orders.columns.date')}</Table.Th>
                <Table.Th>{t('orders.columns.seller')}</Table.Th>
                <Table.Th>{t('orders.columns.customer')}</Table.Th>
                <Table.Th>{t('orders.columns.status')}</Table.Th>
                <Table.Th>{t('orders.columns.payment')}</Table.Th>
                <Table.Th ta="right">{t('orders.columns.total')}</Table.Th>
                <Table.Th ta="right">{t('orders.columns.commission')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {list.data && (
        <ListPagination
          total={list.data.total}
          pageSize={list.data.pageSize}
          page={filter.page}
          onChange={goTo}
          label={t('orders.pages')}
        />
      )}
    </Stack>
  );
}

/** What the whole filter adds up to, every page of it; cancelled orders count for nothing. */
function OrderTotals({ list }: { list: SellerOrderList }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const facts = [
    { label: t('orders.totals.orders'), value: new Intl.NumberFormat(language).format(list.totals.count) },
    { label: t('orders.totals.gross'), value: formatMoney(list.totals.gross.base, language) },
    { label: t('orders.totals.commission'), value: formatMoney(list.totals.commission.base, language) },
  ];
  return (
    <Stack gap={6} component="section" aria-label={t('orders.totals.label')} aria-live="polite">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {facts.map((fact) => (
          <Paper key={fact.label} withBorder radius="md" p="md">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {fact.label}
            </Text>
            <Text fz="xl" fw={700} mt={4}>
              {fact.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {t('orders.totals.note', { count: list.total })}
      </Text>
    </Stack>
  );
}

function OrderRow({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {order.number}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(order.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{order.company.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">
          {t('orders.customer', { firstName: order.contact.firstName, lastName: order.contact.lastName })}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {order.contact.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge status={order.status} />
      </Table.Td>
      <Table.Td>
        <PaymentStatusBadge status={order.paymentStatus} />
      </Table.Td>
      <Table.Td ta="right">
        <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.total.base, language)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.commission.base, language)}
        </Text>
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('orders.commissionRate', { percent: formatPercent(order.commissionPercent) })}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
