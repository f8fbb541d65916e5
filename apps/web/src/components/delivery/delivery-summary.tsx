import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconGift, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../lib/use-money';
import { methodLabel } from './method-label';
import { useDeliveryOptions } from './use-delivery-options';

/** A day as YYYY-MM-DD, written short in the UI language: "Tue, 17 Mar". */
function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * What a product's seller charges for delivery: the cheapest option, from what order value it is
 * free, and every option with its price and when it would arrive (the server counts the product's
 * days to ship first); or that it cannot deliver yet.
 */
export function DeliverySummary({ companyId, productId }: { companyId: string; productId?: string }) {
  const { t, i18n } = useTranslation('logistics');
  const money = useMoney();
  const delivery = useDeliveryOptions(companyId, productId);

  if (delivery.isPending) return <Skeleton height={40} aria-label={t('summary.loading')} />;
  if (delivery.isError || !delivery.data) return null;
  const { available, cheapest, freeFrom, options } = delivery.data;
  if (!available || !cheapest) {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconTruckDelivery size={18} aria-hidden />
        <Text fz="sm" c="orange.9" fw={600}>
          {t('summary.notAvailable')}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <IconTruckDelivery size={18} aria-hidden />
        <Text fz="sm" fw={600}>
          {cheapest.amount === 0 ? t('summary.free') : t('summary.from', { price: money.format(cheapest) })}
        </Text>
      </Group>
      {freeFrom && (
        <Group gap="xs" wrap="nowrap">
          <IconGift size={18} aria-hidden />
          <Text fz="sm" c="teal.9" fw={600}>
            {t('summary.freeFrom', { amount: money.format(freeFrom) })}
          </Text>
        </Group>
      )}
      <details>
        <Text component="summary" fz="sm" style={{ cursor: 'pointer' }}>
          {t('summary.allOptions', { count: options.length })}
        </Text>
        <ul style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
          {options.map((option) => (
            <Text component="li" fz="sm" key={option.id ?? option.kind}>
              {methodLabel(t, option)}
              {': '}
              {option.price.amount === 0 ? t('summary.noCharge') : money.format(option.price)}
              {option.freeFrom && ` · ${t('summary.optionFreeFrom', { amount: money.format(option.freeFrom) })}`}
              {' · '}
              {t(option.kind === 'store_pickup' ? 'summary.readyBy' : 'summary.arrivesBy', {
                date: formatDay(option.estimatedDate, i18n.resolvedLanguage ?? i18n.language),
              })}
            </Text>
          ))}
        </ul>
        {options.some((option) => option.kind === 'parcel_locker') && (
          <Anchor component={Link} to="/parcel-lockers" fz="sm" mt={4} display="inline-block">
            {t('summary.findLocker')}
          </Anchor>
        )}
      </details>
    </Stack>
  );
}
