import type { SellerOrderList } from '@glowmarket/shared/orders';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';

/** What the filtered orders add up to: how many, what buyers paid, and the commission on it. */
export function OrderTotals({ totals }: { totals: SellerOrderList['totals'] }) {
  const { t } = useTranslation('sellerOrders');
  const headingId = useId();
  const language = currentLanguage();
  const figures = [
    { label: t('orders.totals.count'), value: new Intl.NumberFormat(language).format(totals.count) },
    { label: t('orders.totals.gross'), value: formatMoney(totals.gross, language) },
    { label: t('orders.totals.commission'), value: formatMoney(totals.commission, language) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <Text id={headingId} fz="sm" fw={600} mb={6}>
        {t('orders.totals.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder radius="md" p="sm">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
              {figure.label}
            </Text>
            <Text fz="lg" fw={700}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed" mt={6}>
        {t('orders.totals.note')}
      </Text>
    </section>
  );
}
