import type { OrderStatus, PaymentStatus } from '@glowmarket/shared/orders';
import { Badge, Group, VisuallyHidden, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** On through blue to green as the order moves, red when it is cancelled. */
const ORDER_STATUS_COLORS: Record<OrderStatus, MantineColor> = {
  placed: 'blue',
  paid: 'teal',
  packed: 'indigo',
  shipped: 'violet',
  delivered: 'green',
  cancelled: 'red',
};

/**
 * What still needs doing stands out; cash on delivery waits for the courier, nothing to chase.
 * Drawn as a dot badge, never filled, so it cannot be taken for the order's status beside it.
 */
const PAYMENT_STATUS_COLORS: Record<PaymentStatus, MantineColor> = {
  unpaid: 'orange',
  cod: 'gray',
  paid: 'green',
  refund_due: 'red',
  refunded: 'gray',
};

interface BadgeOptions {
  /**
   * Tells a screen reader which badge this is ("Order status: Paid"). Needed where nothing around
   * it does, as beside the other badge; a table's column header already does.
   */
  withLabel?: boolean;
}

/** Where the order is: placed, paid, packed, shipped, delivered or cancelled. */
export function OrderStatusBadge({ status, withLabel = false }: { status: OrderStatus } & BadgeOptions) {
  const { t } = useTranslation();
  return (
    <Badge color={ORDER_STATUS_COLORS[status]} variant="light" tt="none" miw="max-content">
      {withLabel && <VisuallyHidden>{`${t('orderBadges.statusLabel')} `}</VisuallyHidden>}
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}

/**
 * How the order is paid: awaiting payment, cash on delivery, paid, or a refund due. Its text names
 * the payment ("Payment: paid"), so it never reads like the order's own "Paid".
 */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="dot" tt="none" miw="max-content">
      {t(`paymentBadge.${status}`)}
    </Badge>
  );
}

/**
 * Where the order is and how it is paid, side by side; a screen reader hears "Order status: Paid"
 * beside "Payment: paid".
 */
export function OrderBadges({ status, paymentStatus }: { status: OrderStatus; paymentStatus: PaymentStatus }) {
  return (
    <Group gap="xs">
      <OrderStatusBadge status={status} withLabel />
      <PaymentStatusBadge status={paymentStatus} />
    </Group>
  );
}
