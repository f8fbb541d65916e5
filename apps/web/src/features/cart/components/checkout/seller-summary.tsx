import type { CartLine, CartSeller } from '@glowmarket/shared/cart';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { methodLabel } from '../../../../components/delivery/method-label';
import { useMoney } from '../../../../lib/use-money';
import { SellerDelivery } from '../seller-delivery';

/** Whether a line can be ordered as it is: still sold, and no more than is left. */
export const isOrderable = (line: CartLine) => line.purchasable && line.quantity <= line.available;

function lineProblem(t: TFunction, line: CartLine): string | null {
  if (!line.purchasable || line.available === 0) return t('checkout.summary.unavailable');
  if (line.quantity > line.available) return t('checkout.summary.onlyLeft', { count: line.available });
  return null;
}

/**
 * One seller's part: its lines, its delivery (chosen or changed here) with the price for this
 * order, and its total, as the cart's quote has them.
 */
export function SellerSummary({ seller }: { seller: CartSeller }) {
  const { t } = useTranslation(['cart', 'logistics']);
  const money = useMoney();
  const headingId = useId();

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Title order={3} fz="h4" id={headingId} mb="xs">
        {seller.company.name}
      </Title>
      <Stack gap={6}>
        {seller.lines.map((line) => {
          const problem = lineProblem(t, line);
          return (
            <Group key={line.productId} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{line.title}</Text>
                <Text fz="sm" c="dimmed">
                  {t('checkout.summary.quantity', { quantity: line.quantity, price: money.format(line.unitPrice) })}
                </Text>
                {problem && (
                  <Text fz="sm" fw={600} c="red.8">
                    {problem}
                  </Text>
                )}
              </div>
              <Text fw={600}>{money.format(line.lineTotal)}</Text>
            </Group>
          );
        })}
      </Stack>
      <SellerDelivery seller={seller} />
      <Stack gap={6} mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <DeliveryLine seller={seller} />
        <Group justify="space-between">
          <Text fw={700}>{t('checkout.summary.sellerTotal')}</Text>
          <Text fw={700}>{money.format(seller.total)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The chosen delivery in a line of the summary: the method, where to, and its price for this order. */
function DeliveryLine({ seller }: { seller: CartSeller }) {
  const { t } = useTranslation(['cart', 'logistics']);
  const money = useMoney();
  const { delivery } = seller;
  if (!delivery?.complete) {
    return (
      <Text fz="sm" fw={600} c="orange.9">
        {t('errors.no_shipping_method', { ns: 'common' })}
      </Text>
    );
  }
  const where = delivery.shop
    ? `${delivery.shop.name}, ${delivery.shop.address}`
    : delivery.point && [delivery.point.name, delivery.point.address].filter(Boolean).join(', ');
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div>
        <Text>{methodLabel(t, delivery)}</Text>
        {where && (
          <Text fz="sm" c="dimmed">
            {where}
          </Text>
        )}
      </div>
      <Text fw={600} c={delivery.free ? 'teal.9' : undefined}>
        {delivery.free ? t('checkout.summary.free') : money.format(seller.deliveryPrice)}
      </Text>
    </Group>
  );
}
