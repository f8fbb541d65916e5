import type { Cart } from '@glowmarket/shared/cart';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../../lib/use-money';

interface PlaceOrderPanelProps {
  cart: Cart;
  /** Why the order cannot be placed yet: a line to change in the cart, or a delivery to choose here. */
  reason: 'lines' | 'delivery' | null;
  pending: boolean;
  /** Why the last click did not place the order. */
  failure: string | null;
}

/** What the whole purchase costs, and 'Place order' (the form's submit button) with why it cannot be clicked. */
export function PlaceOrderPanel({ cart, reason, pending, failure }: PlaceOrderPanelProps) {
  const { t } = useTranslation('cart');
  const reasonId = useId();
  const failureId = useId();
  return (
    <Paper withBorder radius="lg" p="md">
      <Totals cart={cart} />
      <Stack gap="xs" mt="md" align="flex-end">
        <Button
          type="submit"
          size="md"
          loading={pending}
          disabled={reason !== null || pending}
          // Why it cannot be clicked, or why the last click did not place the order.
          aria-describedby={reason ? reasonId : failure ? failureId : undefined}
        >
          {t('checkout.place.button')}
        </Button>
        {reason === 'delivery' && (
          <Text id={reasonId} fz="sm" c="orange.9">
            {t('checkout.place.fixDelivery')}
          </Text>
        )}
        {reason === 'lines' && (
          <Text id={reasonId} fz="sm" c="orange.9">
            {t('checkout.place.fixCart')}{' '}
            <Anchor component={Link} to="/cart" inherit>
              {t('checkout.backToCart')}
            </Anchor>
          </Text>
        )}
        {failure && (
          <Alert id={failureId} color="red" icon={<IconAlertTriangle aria-hidden />} w="100%">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The products, the deliveries (once every seller has one) and what the whole purchase costs. */
function Totals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const row = (label: string, value: string, strong?: boolean): ReactNode => (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined} fz={strong ? 'lg' : undefined}>
        {label}
      </Text>
      <Text fw={700} fz={strong ? 'xl' : undefined}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap="xs">
      {row(t('checkout.summary.products'), money.format(cart.total))}
      {cart.deliveriesComplete && row(t('checkout.summary.delivery'), money.format(cart.deliveryTotal))}
      {cart.deliveriesComplete && row(t('checkout.summary.total'), money.format(cart.grandTotal), true)}
    </Stack>
  );
}
