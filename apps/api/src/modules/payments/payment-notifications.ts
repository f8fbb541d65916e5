import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { OnlinePaymentMethod, PaymentFlagReason, PaymentState } from '@glowmarket/shared/payments';
import {
  NotificationRejected,
  type IncomingNotification,
  type NotificationAnswer,
  type PaymentNotice,
  type PaymentOperator,
} from '../../integrations/payments/operator';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { money } from '../../lib/money';
import { sum } from './payment-options';
import { closeAtOperators, operatorFor } from './payment-operators';
import type { PaymentsServiceDeps } from './payments.deps';
import * as repository from './payments.repository';
import type { PaymentRow } from './payments.tables';
import type { RefundJobs } from './refunds';

type Deps = Pick<PaymentsServiceDeps, 'operators' | 'orders' | 'jobs' | 'mails'> & { refundJobs: RefundJobs };

/**
 * The order of a payment's states: a notice moves a payment only forward, so notices delivered
 * late, twice or out of order end in the same state as delivered once in order.
 */
const RANK: Record<PaymentState, number> = {
  started: 0,
  pending: 1,
  cancelled: 2,
  failed: 3,
  superseded: 4,
  paid: 5,
  flagged: 6,
};

/**
 * Money the operator reports for a payment, applied once: the orders still waiting are paid; the
 * share of any other (paid by another payment, cancelled or expired) is owed back — the payment is
 * flagged for the operator of the marketplace with the reason, the refund queued where the
 * operator can make it, and the buyer told.
 */
async function takeMoney(
  deps: Deps,
  tx: RequestContext,
  input: { payment: PaymentRow; operator: PaymentOperator; notice: PaymentNotice },
): Promise<string[]> {
  const { payment, operator, notice } = input;
  const now = tx.now();
  const shares = await repository.listShares(tx.db, payment.id);
  const { paid, closed } = await deps.orders.markPaid(
    tx,
    shares.map((share) => share.orderId),
  );
  const rest = shares.filter((share) => !paid.includes(share.orderId));
  await repository.settleShares(tx.db, payment.id, paid, 'paid');
  if (rest.length === 0) {
    await repository.updatePayment(tx.db, payment.id, {
      state: 'paid',
      paidAt: now,
      operatorRef: notice.operatorRef,
      updatedAt: now,
    });
    return paid;
  }
  const restIds = rest.map((share) => share.orderId);
  await repository.settleShares(tx.db, payment.id, restIds, 'refund');
  const currency = payment.currency as CurrencyCode;
  const refund = sum(
    rest.map((share) => money(share.amount, currency)),
    currency,
  );
  const reason: PaymentFlagReason = rest.every((share) => closed.includes(share.orderId))
    ? 'orders_closed'
    : 'already_paid';
  const byItself = operator.refund !== undefined;
  tx.log.warn({ paymentId: payment.id, reason, refund }, 'money came for orders it could no longer pay');
  await repository.updatePayment(tx.db, payment.id, {
    state: 'flagged',
    flagReason: reason,
    refundAmount: refund.amount,
    refundState: byItself ? 'due' : 'manual',
    ...(paid.length > 0 && { paidAt: now }),
    operatorRef: notice.operatorRef,
    updatedAt: now,
  });
  if (byItself) await deps.jobs.send(tx, deps.refundJobs.giveBack, { paymentId: payment.id });
  await deps.mails.moneyNotApplied(tx, {
    buyerId: payment.buyerId,
    amount: refund,
    orderNumbers: await deps.orders.numbersOf(tx, restIds),
    refundedByItself: byItself,
  });
  return paid;
}

/**
 * Once money paid some orders, the purchase's other payments still open for them can only
 * charge twice: they are superseded and closed at their operators, as a new start would.
 */
async function closeOthers(deps: Deps, ctx: RequestContext, payment: PaymentRow, paidOrderIds: string[]) {
  const others = await inTransaction(ctx, async (tx) => {
    await repository.lockPurchaseStarts(tx.db, payment.groupId);
    const open = (await repository.listOpen(tx.db, payment.groupId)).filter(
      (other) => other.id !== payment.id && other.orderIds.some((id) => paidOrderIds.includes(id)),
    );
    for (const other of open) {
      await repository.updatePayment(tx.db, other.id, { state: 'superseded', updatedAt: tx.now() });
    }
    return open;
  });
  await closeAtOperators(deps, ctx, others);
}

/** Applies one verified notice, once: stored by its id first, then moving the payment forward. */
async function applyNotice(
  deps: Deps,
  ctx: RequestContext,
  input: { method: OnlinePaymentMethod; operator: PaymentOperator; notice: PaymentNotice },
) {
  const { method, operator, notice } = input;
  // Przelewy24 counts a payment only once the marketplace has verified it; a failed verify stores
  // nothing, so the operator's next delivery tries again.
  if (
    operator.confirm &&
    notice.status === 'paid' &&
    !(await repository.notificationKnown(ctx.db, method, notice.eventId))
  ) {
    await operator.confirm(notice);
  }
  const paidNow = await inTransaction(ctx, async (tx) => {
    const payment = await repository.lockByReference(tx.db, notice.paymentId);
    const stored = await repository.storeNotification(tx.db, {
      method,
      eventId: notice.eventId,
      paymentId: payment?.id ?? null,
      state: notice.status,
      amount: notice.amount,
      currency: notice.currency,
      receivedAt: tx.now(),
    });
    if (!stored || !payment || payment.method !== method) return undefined;
    const now = tx.now();
    const rightAmount = notice.amount === payment.amount && notice.currency === payment.currency;
    if (notice.status === 'paid' && !rightAmount) {
      tx.log.warn({ paymentId: payment.id, notice }, 'an operator reported another amount than the payment asked');
      if (RANK.flagged <= RANK[payment.state]) return undefined;
      await repository.updatePayment(tx.db, payment.id, {
        state: 'flagged',
        flagReason: 'amount_mismatch',
        refundState: 'manual',
        operatorRef: notice.operatorRef,
        updatedAt: now,
      });
      return undefined;
    }
    // The money is taken by the first right 'paid', whatever came before or comes after.
    const settled = (await repository.listShares(tx.db, payment.id)).some((share) => share.outcome !== null);
    if (notice.status === 'paid' && !settled) {
      const paid = await takeMoney(deps, tx, { payment, operator, notice });
      return paid.length > 0 ? { payment, paid } : undefined;
    }
    if (RANK[notice.status] <= RANK[payment.state]) return undefined;
    await repository.updatePayment(tx.db, payment.id, {
      state: notice.status,
      operatorRef: notice.operatorRef,
      updatedAt: now,
    });
    return undefined;
  });
  if (paidNow) await closeOthers(deps, ctx, paidNow.payment, paidNow.paid);
}

/**
 * An operator's notification: verified by the operator's adapter (anything not authentic is
 * refused and changes nothing), each notice applied once, then answered as the operator expects.
 */
export async function handleNotification(
  deps: Deps,
  ctx: RequestContext,
  input: { method: OnlinePaymentMethod; notification: IncomingNotification; companyId?: string | undefined },
): Promise<NotificationAnswer> {
  const { method, notification } = input;
  const operator = await operatorFor(deps, ctx, method, input.companyId);
  if (!operator) throw new AppError('not_found');
  let notices: PaymentNotice[];
  try {
    notices = await operator.readNotification(notification);
  } catch (error) {
    if (!(error instanceof NotificationRejected)) throw error;
    ctx.log.warn({ err: error, method }, 'a payment notification was refused');
    throw new AppError('notification_rejected');
  }
  for (const notice of notices) await applyNotice(deps, ctx, { method, operator, notice });
  return operator.answer(notices);
}
