import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { Payment } from '@glowmarket/shared/payments';
import type { PaymentRow } from './payments.tables';

/** A payment as its buyer (and the result page) sees it. */
export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    groupId: row.groupId,
    method: row.method,
    state: row.state,
    amount: { amount: row.amount, currency: row.currency as CurrencyCode },
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    flagReason: row.state === 'flagged' ? (row.flagReason ?? 'amount_mismatch') : null,
  };
}
