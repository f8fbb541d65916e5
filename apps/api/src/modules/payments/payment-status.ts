import type { Payment, PaymentState } from '@glowmarket/shared/payments';
import type { PaymentOperator } from '../../integrations/payments/operator';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import * as repository from './payments.repository';
import type { PaymentsServiceDeps } from './payments.service';
import { presentPayment } from './payments.present';
import type { PaymentRow } from './payments.tables';

/** States in which the operator has not said how the payment ended. */
const OPEN: ReadonlySet<PaymentState> = new Set(['started', 'pending']);

/** The result page asks every two seconds; its operator is asked at most this often per payment. */
const ASK_EVERY_MS = 2_000;

/** Past this many payments remembered, the ones not asked about for a while are forgotten. */
const REMEMBERED = 1_000;

/**
 * A payment as its result page shows it when the operator sends the buyer back there. The page
 * may open on another host name than the shop the buyer paid from (an operator returns to the
 * public URL), where the buyer's session is not, so the payment is found by its id — a random id
 * the operator's return address carries, known to the buyer's browser alone.
 *
 * Przelewy24 notifies only a payment made: declined or cancelled, it says nothing. Its buyer back
 * at the result page is the moment to ask it (`lookUp`, its transaction by session id); a payment
 * it reports unpaid then is failed, stored as what the operator said, once. Money that still comes
 * for it later is taken all the same (its notification moves any payment to paid).
 */
export function createPaymentStatus(deps: Pick<PaymentsServiceDeps, 'operators'>) {
  const lastAsked = new Map<string, number>();

  /** Whether the operator may be asked about payment `id` now, and notes that it is. */
  function mayAsk(id: string, now: number): boolean {
    const last = lastAsked.get(id);
    if (last !== undefined && now - last < ASK_EVERY_MS) return false;
    if (lastAsked.size >= REMEMBERED) {
      for (const [known, at] of lastAsked) if (now - at >= ASK_EVERY_MS) lastAsked.delete(known);
    }
    lastAsked.set(id, now);
    return true;
  }

  async function operatorOf(ctx: RequestContext, row: PaymentRow): Promise<PaymentOperator | undefined> {
    if (row.method === 'cod') return undefined;
    return row.method === 'autopay'
      ? deps.operators.autopayFor(ctx, row.companyId ?? '')
      : deps.operators.site(row.method);
  }

  /** Marks the payment failed as the operator reported it unpaid, unless something settled it meanwhile. */
  async function markUnpaid(ctx: RequestContext, row: PaymentRow): Promise<PaymentRow | undefined> {
    return inTransaction(ctx, async (tx) => {
      const payment = await repository.lockByReference(tx.db, row.reference);
      if (!payment || !OPEN.has(payment.state)) return payment;
      const stored = await repository.storeNotification(tx.db, {
        method: payment.method,
        eventId: `${payment.reference}:unpaid`,
        paymentId: payment.id,
        state: 'failed',
        amount: payment.amount,
        currency: payment.currency,
        receivedAt: tx.now(),
      });
      if (!stored) return payment;
      return repository.updatePayment(tx.db, payment.id, { state: 'failed', updatedAt: tx.now() });
    });
  }

  return {
    /**
     * Payment `id` for its result page: as it stands, after asking its operator where the
     * operator notifies no failure and the payment is still open.
     */
    async afterReturn(ctx: RequestContext, id: string): Promise<Payment> {
      const row = await repository.findById(ctx.db, id);
      if (!row) throw new AppError('not_found');
      // Only a payment that reached its operator's page can have been paid or refused there.
      if (!OPEN.has(row.state) || !row.redirect) return presentPayment(row);
      const operator = await operatorOf(ctx, row);
      if (!operator?.lookUp || !mayAsk(row.id, ctx.now().getTime())) return presentPayment(row);
      try {
        const lookup = await operator.lookUp(row.reference);
        if (lookup.status === 'paid') return presentPayment(row);
        ctx.log.info({ paymentId: row.id, method: row.method }, 'the operator reports the payment unpaid');
        return presentPayment((await markUnpaid(ctx, row)) ?? row);
      } catch (error) {
        // The operator could not say: the payment stays as it is, and the page asks again.
        ctx.log.warn({ err: error, paymentId: row.id }, 'the operator could not be asked about a payment');
        return presentPayment(row);
      }
    },
  };
}

export type PaymentStatus = ReturnType<typeof createPaymentStatus>;
