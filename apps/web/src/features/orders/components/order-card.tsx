import type { BuyerOrder } from '@glowmarket/shared/orders';
import { ActionIcon, Alert, Anchor, Button, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconClockHour4, IconCopy, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AskSellerButton } from '../../../components/ask-seller/ask-seller-button';
import { methodLabel } from '../../../components/delivery/method-label';
import { OrderBadges } from '../../../components/order-badges';
import { OrderRatings } from '../../../components/ratings/order-ratings';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { awaitsPayment, formatDeadline } from '../payment-deadline';

/** The page that finishes paying a purchase: the way back from "Complete payment". */
function paymentSelectionPath(groupId: string): string {
  return `/payment-selection?${new URLSearchParams({ group: groupId }).toString()}`;
}

/**
 * One order as its buyer follows it: when and from whom, where it is, what is in it, how it
 * travels (with the tracking number once shipped) and what it cost; an unpaid one says until when
 * it can be paid and leads to paying it.
 */
export function OrderCard({ order }: { order: BuyerOrder }) {
  const { t } = useTranslation(['orders', 'logistics']);
  const language = currentLanguage();
  return (
    <SectionCard
      title={t('order.title', { number: order.number })}
      description={
        <>
          {t('order.placedOn', { date: formatDate(order.createdAt, language) })}
          {' · '}
          {t('order.soldBy')}{' '}
          <Anchor component={Link} to={`/company/${order.company.id}`} inherit>
            {order.company.name}
          </Anchor>
        </>
      }
      actions={<OrderBadges status={order.status} paymentStatus={order.paymentStatus} />}
    >
      <Stack gap="md">
        {awaitsPayment(order) && order.payBy && <PaymentDue groupId={order.groupId} payBy={order.payBy} />}
        {order.trackingNumber && <TrackingNumber value={order.trackingNumber} />}
        <OrderLines order={order} />
        {order.status === 'delivered' && <OrderRatings items={rateableItems(order)} />}
        <DeliveryDetails delivery={order.delivery} />
        <Amounts order={order} />
        <Group justify="flex-end">
          <AskSellerButton
            companyId={order.company.id}
            companyName={order.company.name}
            orderId={order.id}
            orderNumber={order.number}
          />
        </Group>
      </Stack>
    </SectionCard>
  );
}

/** The items of an order that can still be rated: those whose product is in the catalog, each once. */
function rateableItems(order: BuyerOrder) {
  const items = new Map<string, { productId: string; title: string }>();
  for (const line of order.lines) {
    if (line.productId) items.set(line.productId, { productId: line.productId, title: line.title });
  }
  return [...items.values()];
}

function PaymentDue({ groupId, payBy }: { groupId: string; payBy: string }) {
  const { t } = useTranslation('orders');
  return (
    <Alert color="orange" variant="light" icon={<IconClockHour4 size={20} aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" style={{ flex: '1 1 280px' }}>
          {t('order.payBy', { deadline: formatDeadline(payBy, currentLanguage()) })}
        </Text>
        <Button component={Link} to={paymentSelectionPath(groupId)} size="sm">
          {t('order.completePayment')}
        </Button>
      </Group>
    </Alert>
  );
}

/** Prominent, because the buyer copies it into the carrier's tracking page. */
function TrackingNumber({ value }: { value: string }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Group gap="sm" wrap="nowrap">
        <IconTruckDelivery size={24} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Text fz="xs" c="dimmed" fw={600}>
            {t('order.tracking')}
          </Text>
          <Text fz="lg" fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('order.copied') : t('order.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                size="lg"
                ml="auto"
                onClick={copy}
                aria-label={copied ? t('order.copied') : t('order.copy')}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}

function OrderLines({ order }: { order: BuyerOrder }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {order.lines.map((line, index) => (
        <Group component="li" key={line.productId ?? index} justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            {line.productId ? (
              <Anchor component={Link} to={`/products/${line.productId}`} fw={600}>
                {line.title}
              </Anchor>
            ) : (
              // The product is no longer in the catalog: its name as it was bought.
              <Text fw={600}>{line.title}</Text>
            )}
            <Text fz="sm" c="dimmed">
              {t('order.quantity', { quantity: line.quantity })}
            </Text>
          </div>
          <Text fw={600}>{money.format(line.lineTotal)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The method, and the parcel locker, pickup point or shop the parcel goes to. */
function DeliveryDetails({ delivery }: { delivery: BuyerOrder['delivery'] }) {
  const { t } = useTranslation(['orders', 'logistics']);
  const { point, shop } = delivery;
  return (
    <div>
      <Text fz="sm" fw={600}>
        {t('order.delivery')}
      </Text>
      <Text fz="sm">{methodLabel(t, delivery)}</Text>
      {point && (
        <Text fz="sm" c="dimmed">
          {[point.name, point.line1, point.line2].filter(Boolean).join(', ')}
        </Text>
      )}
      {shop && (
        <Text fz="sm" c="dimmed">
          <Anchor component={Link} to={`/shops/${shop.id}`} inherit>
            {shop.title}
          </Anchor>
          {shop.address && `, ${shop.address}`}
        </Text>
      )}
    </div>
  );
}

function Amounts({ order }: { order: BuyerOrder }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const row = (label: string, value: ReactNode, strong = false) => (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={700} fz={strong ? 'lg' : undefined}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      {row(t('order.products'), money.format(order.itemsTotal))}
      {row(
        t('order.delivery'),
        order.deliveryPrice.amount === 0 ? (
          <Text component="span" inherit c="teal.9">
            {t('order.free')}
          </Text>
        ) : (
          money.format(order.deliveryPrice)
        ),
      )}
      {row(t('order.total'), money.format(order.total), true)}
    </Stack>
  );
}
