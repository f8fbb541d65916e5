import { Alert, Button, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { useAuth } from '../../../lib/auth';
import { pageFromParams } from '../../../lib/url-search';
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
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });
    window.scrollTo({ top: 0 });
  }

  if (!isLoggedIn) return <SessionEnded />;
  if (orders.isError) {
    return (
      <Alert color="red" title={t('userOrders.loadFailed')} maw={640} mx="auto">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void orders.refetch()}>
          {t('userOrders.retry')}
        </Button>
      </Alert>
    );
  }
  if (!orders.data) {
    return (
      <Stack gap="md" maw={960} mx="auto" w="100%" role="status" aria-busy="true" aria-label={t('userOrders.loading')}>
        <Skeleton height={36} width="40%" />
        <Skeleton height={240} radius="lg" />
        <Skeleton height={240} radius="lg" />
      </Stack>
    );
  }
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
