import type { SellerOrder } from '@glowmarket/shared/orders';
import { Anchor, Box, Stack, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order-badges';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { withOpenOrder } from '../order-filter';
import { OrderCards } from './order-cards';

/**
 * The page of orders; a row (or its number, for keyboards) opens the order's detail. On a phone
 * the rows become cards (order-cards.tsx), which fit the screen's width.
 */
export function OrderTable({ orders, dimmed }: { orders: SellerOrder[]; dimmed: boolean }) {
  const { t } = useTranslation('sellerOrders');
  const [params, setParams] = useSearchParams();
  const language = currentLanguage();

  function open(event: MouseEvent, id: string) {
    // The number is a link of its own; a click on it already opens the order.
    if ((event.target as HTMLElement).closest('a')) return;
    setParams((current) => withOpenOrder(current, id));
  }

  return (
    <>
      <Box hiddenFrom="sm">
        <OrderCards orders={orders} dimmed={dimmed} />
      </Box>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" highlightOnHover style={{ opacity: dimmed ? 0.6 : 1 }}>
            <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }} c="dimmed">
              {t('orders.caption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('orders.columns.number')}</Table.Th>
                <Table.Th scope="col">{t('orders.columns.date')}</Table.Th>
                <Table.Th scope="col">{t('orders.columns.customer')}</Table.Th>
                <Table.Th scope="col">{t('orders.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('orders.columns.payment')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('orders.columns.total')}
                </Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('orders.columns.payout')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order.id} onClick={(event) => open(event, order.id)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`?${withOpenOrder(params, order.id).toString()}`}
                      fz="sm"
                      fw={600}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {order.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(order.createdAt, language)}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text fz="sm">
                        {order.contact.firstName} {order.contact.lastName}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {order.contact.email}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td>
                    <PaymentStatusBadge status={order.paymentStatus} />
                  </Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    <Text span fz="sm" fw={600}>
                      {formatMoney(order.total, language)}
                    </Text>{' '}
                    <Text span fz="xs" c="dimmed">
                      · {t('orders.commissionBeside', { amount: formatMoney(order.commission, language) })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(order.payout, language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}
