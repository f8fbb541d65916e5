import { EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import { SellerArea } from '../../../components/seller-area';
import { withPage } from '../../../lib/url-search';
import { useSellerOrders } from '../api/get-seller-orders';
import { OrderDrawer } from '../components/order-drawer';
import { OrderFilters } from '../components/order-filters';
import { OrderTable } from '../components/order-table';
import { OrderTotals } from '../components/order-totals';
import { orderFilterFromParams, withOpenOrder } from '../order-filter';

/**
 * /orders: the seller's orders, filtered by status, days and a search kept in the address, with
 * the filter's totals; `?order=<id>` opens one in a drawer to move it on.
 */
export function SellerOrdersPage() {
  return (
    <SellerArea>
      <SellerOrders />
    </SellerArea>
  );
}

function SellerOrders() {
  const { t } = useTranslation('sellerOrders');
  const [params, setParams] = useSearchParams();
  const filter = orderFilterFromParams(params);
  const list = useSellerOrders(filter);
  const filtered = Boolean(filter.status || filter.from || filter.to || filter.q);

  function goTo(page: number) {
    setParams((current) => withPage(current, page));
    window.scrollTo({ top: 0 });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('orders.heading')}</Title>
        <Text c="dimmed" mt={6}>
          {t('orders.intro')}
        </Text>
      </div>

      <OrderFilters />

      {list.isPending && <ListSkeleton label={t('orders.loading')} rows={6} height={52} />}

      {list.isError && (
        <LoadFailed title={t('orders.loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      )}

      {list.data && <OrderTotals totals={list.data.totals} />}

      {list.data && list.data.items.length === 0 && (
        <EmptyState
          icon={<IconShoppingBag size={32} aria-hidden />}
          variant="light"
          title={filtered ? t('orders.noMatchTitle') : t('orders.emptyTitle')}
          description={filtered ? t('orders.noMatch') : t('orders.empty')}
          py="xl"
        />
      )}

      {list.data && list.data.items.length > 0 && (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('orders.count', { count: list.data.total })}
          </Text>
          <OrderTable orders={list.data.items} dimmed={list.isPlaceholderData} />
          <ListPagination
            total={list.data.total}
            pageSize={list.data.pageSize}
            page={filter.page}
            onChange={goTo}
            label={t('orders.pages')}
          />
        </>
      )}

      <OrderDrawer id={params.get('order')} onClose={() => setParams((current) => withOpenOrder(current, null))} />
    </Stack>
  );
}
