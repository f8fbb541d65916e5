import type { SellerOrder } from '@glowmarket/shared/orders';
import { Alert, Anchor, Divider, Group, Paper, Skeleton, Stack, Table, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { methodLabel } from '../../../components/delivery/method-label';
import { OrderBadges } from '../../../components/order-badges';
import { ApiError } from '../../../lib/api-client';
import { countryLabel, formatDate, formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useSellerOrder } from '../api/get-seller-order';
import { formatDateTime } from '../dates';
import { DetailSection } from './detail-section';
import { OrderActions } from './order-actions';
import { ShipmentPanel } from './shipment-panel';

/** The order open in the drawer: what to do next first, then what was bought, where it goes and the money. */
export function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation('sellerOrders');
  const order = useSellerOrder(id);

  if (order.isPending) {
    return (
      <Stack role="status" aria-label={t('detail.loading')}>
        <Skeleton height={32} />
        <Skeleton height={160} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (order.isError) {
    const code = order.error instanceof ApiError ? order.error.code : 'internal_error';
    return (
      <Alert color="red" title={t('detail.loadFailed')}>
        {t(`errors.${code}`, { ns: 'common', defaultValue: order.error.message })}
      </Alert>
    );
  }
  return <OrderFacts order={order.data} />;
}

function OrderFacts({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('sellerOrders');
  const language = currentLanguage();
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <OrderBadges status={order.status} paymentStatus={order.paymentStatus} />
        <Text fz="sm" c="dimmed">
          {t('detail.placedOn', { date: formatDate(order.createdAt, language) })}
        </Text>
      </Group>
      <OrderActions order={order} />
      <ShipmentPanel order={order} />
      <Divider />
      <Lines order={order} />
      <Amounts order={order} />
      <Delivery order={order} />
      <Customer order={order} />
      {order.invoice && <Invoice invoice={order.invoice} />}
      <History order={order} />
    </Stack>
  );
}

function Lines({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('sellerOrders');
  const language = currentLanguage();
  return (
    <DetailSection title={t('detail.lines.title')}>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('detail.lines.product')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('detail.lines.quantity')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('detail.lines.unitPrice')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                {t('detail.lines.lineTotal')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line, index) => (
              <Table.Tr key={line.productId ?? `line-${index}`}>
                <Table.Td>
                  {line.title}
                  {line.productId === null && (
                    <Text span fz="xs" c="dimmed">
                      {' '}
                      ({t('detail.lines.removed')})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end">{line.quantity}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.unitPrice, language)}
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.lineTotal, language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailSection>
  );
}

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fz="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** What the buyer paid, and beside what the seller receives the commission taken from it (SPEC §9). */
function Amounts({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('sellerOrders');
  const language = currentLanguage();
  return (
    <DetailSection title={t('detail.amounts.title')}>
      <AmountRow label={t('detail.amounts.items')} value={formatMoney(order.itemsTotal, language)} />
      <AmountRow label={t('detail.amounts.delivery')} value={formatMoney(order.deliveryPrice, language)} />
      <AmountRow label={t('detail.amounts.total')} value={formatMoney(order.total, language)} strong />
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-teal-light)">
        <Group justify="space-between" align="baseline" gap="sm">
          <div>
            <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
              {t('detail.amounts.payout')}
            </Text>
            <Text fz="xl" fw={800}>
              {formatMoney(order.payout, language)}
            </Text>
          </div>
          <div style={{ textAlign: 'end' }}>
            <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
              {t('detail.amounts.commission', { percent: formatPercent(order.commissionPercent, language) })}
            </Text>
            <Text fz="md" fw={600}>
              {formatMoney(order.commission, language)}
            </Text>
          </div>
        </Group>
      </Paper>
    </DetailSection>
  );
}

function Delivery({ order }: { order: SellerOrder }) {
  const { t } = useTranslation(['sellerOrders', 'logistics']);
  const { delivery } = order;
  const language = currentLanguage();
  return (
    <DetailSection title={t('detail.delivery.title')}>
      <Text fz="sm" fw={600}>
        {methodLabel(t, delivery)}
      </Text>
      {delivery.key && <Text fz="sm">{t('detail.delivery.key', { key: delivery.key })}</Text>}
      {delivery.kind !== 'store_pickup' && (
        <Text fz="sm">
          {t('detail.delivery.time')}:{' '}
          {delivery.deliveryDays === 0
            ? t('detail.delivery.sameDay')
            : t('detail.delivery.days', { count: delivery.deliveryDays })}
        </Text>
      )}
      {delivery.point && (
        <div>
          <Text fz="xs" c="dimmed">
            {t('detail.delivery.point')}
          </Text>
          <Text fz="sm">{delivery.point.name}</Text>
          <Text fz="sm">{delivery.point.line1}</Text>
          {delivery.point.line2 && <Text fz="sm">{delivery.point.line2}</Text>}
        </div>
      )}
      {delivery.shop && (
        <div>
          <Text fz="xs" c="dimmed">
            {t('detail.delivery.shop')}
          </Text>
          <Text fz="sm">{delivery.shop.title}</Text>
          <Text fz="sm">{delivery.shop.address}</Text>
        </div>
      )}
      {delivery.cod && (
        <Text fz="sm" c="orange.9" fw={600}>
          {t('detail.delivery.cod', { amount: formatMoney(order.total, language) })}
        </Text>
      )}
      {order.trackingNumber && (
        <Text fz="sm">
          {t('detail.delivery.trackingNumber')}: <strong>{order.trackingNumber}</strong>
        </Text>
      )}
    </DetailSection>
  );
}

function Customer({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('sellerOrders');
  const { contact, shippingAddress: address } = order;
  return (
    <DetailSection title={t('detail.customer.title')}>
      <Text fz="sm" fw={600}>
        {contact.firstName} {contact.lastName}
      </Text>
      <Text fz="sm">
        {t('detail.customer.email')}: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
      </Text>
      <Text fz="sm">
        {t('detail.customer.phone')}: <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor>
      </Text>
      <div>
        <Text fz="xs" c="dimmed">
          {t('detail.customer.address')}
        </Text>
        <Text fz="sm">{address.street}</Text>
        <Text fz="sm">
          {address.postalCode} {address.city}
          {address.region ? `, ${address.region}` : ''}
        </Text>
        <Text fz="sm">{countryLabel(address.country)}</Text>
      </div>
    </DetailSection>
  );
}

function Invoice({ invoice }: { invoice: NonNullable<SellerOrder['invoice']> }) {
  const { t } = useTranslation('sellerOrders');
  return (
    <DetailSection title={t('detail.invoice.title')}>
      <div>
        <Text fz="sm" fw={600}>
          {invoice.entityName}
        </Text>
        <Text fz="sm">{t('detail.invoice.taxId', { taxId: invoice.taxId })}</Text>
        <Text fz="sm">{invoice.street}</Text>
        <Text fz="sm">
          {invoice.postalCode} {invoice.city}
        </Text>
        <Text fz="sm">{countryLabel(invoice.country)}</Text>
      </div>
    </DetailSection>
  );
}

/** When the order was placed and each step since, oldest first. */
function History({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('sellerOrders');
  const language = currentLanguage();
  const steps = (
    [
      ['placed', order.createdAt],
      ['paid', order.paidAt],
      ['shipped', order.shippedAt],
      ['delivered', order.deliveredAt],
      ['cancelled', order.cancelledAt],
    ] as const
  ).filter((step): step is readonly [(typeof step)[0], string] => step[1] !== null);
  steps.sort((a, b) => Date.parse(a[1]) - Date.parse(b[1]));
  return (
    <DetailSection title={t('detail.history.title')}>
      <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2}>
        {steps.map(([step, at]) => (
          <Timeline.Item
            key={step}
            title={t(`detail.history.${step}`)}
            color={step === 'cancelled' ? 'gray' : undefined}
          >
            <Text fz="xs" c="dimmed">
              <time dateTime={at}>{formatDateTime(at, language)}</time>
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailSection>
  );
}
