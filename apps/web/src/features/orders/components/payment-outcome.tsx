import type { Money } from '@glowmarket/shared/catalog';
import type { PaymentFlagReason, PaymentState } from '@glowmarket/shared/payments';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';

/**
 * How a payment ended, as the buyer is told; `superseded`: another payment for the same orders
 * replaced it; `returned`: its money came for orders already paid, cancelled or expired and goes
 * back; `unknown`: the operator has not said yet.
 */
export type PaymentOutcomeKind = 'paid' | 'cancelled' | 'failed' | 'flagged' | 'superseded' | 'returned' | 'unknown';

/** The outcome a settled payment state shows; null while the operator is still at it. */
export function outcomeOf(state: PaymentState, flagReason: PaymentFlagReason | null = null): PaymentOutcomeKind | null {
  if (state === 'started' || state === 'pending') return null;
  if (state === 'flagged' && flagReason !== null && flagReason !== 'amount_mismatch') return 'returned';
  return state;
}

const LOOKS = {
  paid: { color: 'teal', icon: IconCircleCheck },
  cancelled: { color: 'gray', icon: IconCircleX },
  failed: { color: 'red', icon: IconAlertTriangle },
  flagged: { color: 'orange', icon: IconAlertTriangle },
  superseded: { color: 'gray', icon: IconCircleX },
  returned: { color: 'orange', icon: IconAlertTriangle },
  unknown: { color: 'yellow', icon: IconClockHour4 },
} as const;

const TEXTS = {
  paid: { title: 'payment.paidTitle', text: 'payment.paid' },
  cancelled: { title: 'payment.cancelledTitle', text: 'payment.cancelled' },
  failed: { title: 'payment.failedTitle', text: 'payment.failed' },
  flagged: { title: 'payment.flaggedTitle', text: 'payment.flagged' },
  superseded: { title: 'payment.supersededTitle', text: 'payment.superseded' },
  returned: { title: 'payment.returnedTitle', text: 'payment.returned' },
  unknown: { title: 'payment.unknownTitle', text: 'payment.unknown' },
} as const;

/** SPEC §4's outcomes of a payment (success, cancelled, no payment), with what the buyer can do next. */
export function PaymentOutcome({
  outcome,
  amount,
  children,
}: {
  outcome: PaymentOutcomeKind;
  amount: Money;
  /** The ways on: links or buttons. */
  children: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const { color, icon: Icon } = LOOKS[outcome];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={20} aria-hidden />}
      title={t(TEXTS[outcome].title)}
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t(TEXTS[outcome].text, { amount: money.format(amount) })}</Text>
        <Group gap="sm">{children}</Group>
      </Stack>
    </Alert>
  );
}
