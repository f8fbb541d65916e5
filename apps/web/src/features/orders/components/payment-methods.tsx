import type { Purchase } from '@glowmarket/shared/orders';
import type { PaymentMethod, PaymentMethodOption } from '@glowmarket/shared/payments';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { formatDeadline } from '../payment-deadline';

/** A method the buyer can pick on /payment-selection: an operator, cash on delivery, or paying later. */
export type MethodChoice = PaymentMethod | 'later';

export const METHOD_NAMES = {
  stripe: 'paymentSelection.methods.stripe',
  przelewy24: 'paymentSelection.methods.przelewy24',
  autopay: 'paymentSelection.methods.autopay',
  cod: 'paymentSelection.methods.cod',
} as const satisfies Record<PaymentMethod, string>;

const METHOD_HINTS = {
  stripe: 'paymentSelection.hints.stripe',
  przelewy24: 'paymentSelection.hints.przelewy24',
  autopay: 'paymentSelection.hints.autopay',
  cod: 'paymentSelection.hints.cod',
} as const satisfies Record<PaymentMethod, string>;

/** Why a method cannot be used, in the buyer's words; Autopay is each seller's own, so it is theirs to offer. */
function unavailableKey(option: PaymentMethodOption) {
  switch (option.reason) {
    case 'switched_off':
      return 'paymentSelection.unavailable.switchedOff';
    case 'no_cod_delivery':
      return 'paymentSelection.unavailable.noCodDelivery';
    default:
      return option.method === 'autopay'
        ? 'paymentSelection.unavailable.sellerHasNone'
        : 'paymentSelection.unavailable.notConfigured';
  }
}

interface MethodListProps {
  methods: PaymentMethodOption[];
  purchase: Purchase;
  /** Until when the waiting orders keep their stock (the 'Pay later' card says so). */
  deadline: string;
  value: MethodChoice;
  onChange: (value: MethodChoice) => void;
  /** Autopay pays one seller's order: the one chosen. */
  autopayOrderId: string | null;
  onAutopayOrderChange: (orderId: string) => void;
}

/**
 * The ways to pay, each with what it charges (Autopay and Przelewy24 in złoty); one that this
 * purchase cannot use stays in the list, disabled, with the reason, so the buyer is not left
 * wondering where it went. Paying later comes last.
 */
export function MethodList(props: MethodListProps) {
  const { methods, purchase, deadline, value, onChange, autopayOrderId, onAutopayOrderChange } = props;
  const { t } = useTranslation('orders');
  const money = useMoney();
  const ordered = [...methods.filter((option) => option.available), ...methods.filter((option) => !option.available)];
  const autopay = methods.find((option) => option.method === 'autopay' && option.available);
  const autopayOrders = autopay?.perOrder ?? [];
  const autopayOrder = autopayOrders.find((share) => share.orderId === autopayOrderId) ?? autopayOrders[0];
  const sellerOf = (orderId: string) => purchase.orders.find((order) => order.id === orderId)?.company.name ?? '';

  return (
    <Stack gap="md">
      <Radio.Group label={t('paymentSelection.methodLegend')} value={value} onChange={onChange}>
        <Stack gap="sm" mt="xs">
          {ordered.map((option) => {
            const amount = option.method === 'autopay' ? autopayOrder?.amount : option.amount;
            let hint: string = t(METHOD_HINTS[option.method]);
            if (option.method === 'autopay' && autopayOrder && autopayOrders.length === 1) {
              hint = `${hint} ${t('paymentSelection.autopayOnly', { number: autopayOrder.number, seller: sellerOf(autopayOrder.orderId) })}`;
            }
            return (
              <MethodCard
                key={option.method}
                value={option.method}
                title={t(METHOD_NAMES[option.method])}
                amount={option.available && amount ? money.format(amount) : null}
                description={option.available ? hint : t(unavailableKey(option))}
                note={option.available && option.newWindow ? t('paymentSelection.opensNewWindow') : null}
                disabled={!option.available}
              />
            );
          })}
          <MethodCard
            value="later"
            title={t('paymentSelection.later')}
            description={t('paymentSelection.laterDescription', {
              deadline: formatDeadline(deadline, currentLanguage()),
            })}
          />
        </Stack>
      </Radio.Group>
      {value === 'autopay' && autopayOrders.length > 1 && (
        <Radio.Group
          label={t('paymentSelection.autopayOrder')}
          description={t('paymentSelection.autopayOrderHint')}
          value={autopayOrder?.orderId ?? null}
          onChange={onAutopayOrderChange}
        >
          <Stack gap="xs" mt="xs">
            {autopayOrders.map((share) => (
              <Radio
                key={share.orderId}
                value={share.orderId}
                label={t('paymentSelection.autopayOption', {
                  number: share.number,
                  seller: sellerOf(share.orderId),
                  amount: money.format(share.amount),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}

interface MethodCardProps {
  value: MethodChoice;
  title: string;
  description: string;
  amount?: string | null;
  note?: string | null;
  disabled?: boolean;
}

function MethodCard({ value, title, description, amount, note, disabled = false }: MethodCardProps) {
  return (
    <Radio.Card
      value={value}
      radius="md"
      p="md"
      disabled={disabled}
      bg={disabled ? 'var(--mantine-color-gray-0)' : undefined}
      style={disabled ? { cursor: 'not-allowed' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator disabled={disabled} />
        <Stack gap={2} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={700} c={disabled ? 'dimmed' : undefined}>
              {title}
            </Text>
            {amount && <Text fw={700}>{amount}</Text>}
          </Group>
          {/* Why a method cannot be used is the point of its card: not dimmed. */}
          <Text fz="sm" c={disabled ? undefined : 'dimmed'}>
            {description}
          </Text>
          {note && (
            <Text fz="xs" c="dimmed">
              {note}
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
