import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { LoadFailed, PageSkeleton } from '../../../components/page-states';
import { useAuth } from '../../../lib/auth';
import { pageFromParams, withPage } from '../../../lib/url-search';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { SessionEnded } from '../components/session-ended';

/** /userorders (logged-in users): the buyer's orders, newest first, a page at a time (`?page=`). */
export function UserOrdersPage() {
  const { t } = useTranslation('orders');
  const { isLoggedIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const orders = useMyOrders(page);

  function goTo(next: number) {
    setParams((current) => withPage(current, next));
    window.scrollTo({ top: 0 });
  }

  if (!isLoggedIn) return <SessionEnded />;
  if (orders.isError) {
    return (
      <LoadFailed
        title={t('userOrders.loadFailed')}
        retryLabel={t('userOrders.retry')}
        onRetry={() => void orders.refetch()}
        maw={640}
        mx="auto"
      />
    );
  }
  if (!orders.data) return <PageSkeleton label={t('userOrders.loading')} blocks={[240, 240]} />;
  const { items, total, pageSize } = orders.data;
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <div>
        <Title order={1}>{t('userOrders.heading')}</Title>
        <Text c="dimmed" mt={6}>
          {total > 0 ? `${t('userOrders.count', { count: total })} · ${t('userOrders.intro')}` : t('userOrders.intro')}
        </Text>
      </div>
      {items.length === 0 && total > 0 ? (
        // An address past the last page (the list got shorter, or a typed one).
        <Stack gap="xs" align="flex-start">
          <Text>{t('userOrders.pastEnd')}</Text>
          <Button variant="light" onClick={() => goTo(1)}>
            {t('userOrders.firstPage')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconReceipt size={32} aria-hidden />}
          variant="light"
          title={t('userOrders.emptyTitle')}
          description={t('userOrders.empty')}
          py="xl"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/catalog">
              {t('userOrders.browse')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="lg" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      )}
      <ListPagination total={total} pageSize={pageSize} page={page} onChange={goTo} label={t('userOrders.pages')} />
    </Stack>
  );
}
