import type { SellerOrder } from '@glowmarket/shared/orders';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/order-badges';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { withOpenOrder } from '../order-filter';
import ui from '../../../components/ui.module.css';
import classes from './order-cards.module.css';

/**
 * The page of orders on a phone: a card each, with its number, date, customer, status, payment and
 * total; the card (or its number, for keyboards) opens the order's detail.
 */
export function OrderCards({ orders, dimmed }: { orders: SellerOrder[]; dimmed: boolean }) {
  const { t } = useTranslation('sellerOrders');
  const [params, setParams] = useSearchParams();
  const language = currentLanguage();

  function open(event: MouseEvent, id: string) {
    if ((event.target as HTMLElement).closest('a')) return;
    setParams((current) => withOpenOrder(current, id));
  }

  return (
    <Stack component="ul" gap="sm" className={classes.list} style={{ opacity: dimmed ? 0.6 : 1 }}>
      {orders.map((order) => (
        <li key={order.id}>
          <Paper
            component="article"
            withBorder
            radius="md"
            p="sm"
            aria-label={`${t('orders.columns.number')} ${order.number}`}
            onClick={(event: MouseEvent) => open(event, order.id)}
            className={classes.card}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={`?${withOpenOrder(params, order.id).toString()}`} fw={700}>
                {order.number}
              </Anchor>
              <Text fz="sm" c="dimmed">
                {formatDate(order.createdAt, language)}
              </Text>
            </Group>
            <Text fz="sm" mt={4} className={classes.wrap}>
              {order.contact.firstName} {order.contact.lastName}
            </Text>
            <dl className={`${ui.facts} ${classes.facts}`}>
              <dt>{t('orders.columns.status')}</dt>
              <dd>
                <OrderStatusBadge status={order.status} />
              </dd>
              <dt>{t('orders.columns.payment')}</dt>
              <dd>
                <PaymentStatusBadge status={order.paymentStatus} />
              </dd>
              <dt>{t('orders.columns.total')}</dt>
              <dd>
                <Text span fw={700}>
                  {formatMoney(order.total, language)}
                </Text>{' '}
                <Text span fz="xs" c="dimmed">
                  · {t('orders.commissionBeside', { amount: formatMoney(order.commission, language) })}
                </Text>
              </dd>
              <dt>{t('orders.columns.payout')}</dt>
              <dd>{formatMoney(order.payout, language)}</dd>
            </dl>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
