import type { OnlinePaymentMethod } from '@glowmarket/shared/payments';
import { inTransaction, type RequestContext } from '../../lib/context';
import type { JobKind } from '../../lib/jobs';
import { operatorFor } from './payment-operators';
import type { PaymentsServiceDeps } from './payments.deps';
import * as repository from './payments.repository';

/** The refund jobs, bound to the module's deps: queued by the use cases, run by the job queue. */
export interface RefundJobs {
  /** A cancelled paid order's money, given back by the order. */
  refund: JobKind<{ orderId: string }>;
  /** Money that came for orders it could no longer pay, given back by the payment. */
  giveBack: JobKind<{ paymentId: string }>;
}

type Deps = Pick<PaymentsServiceDeps, 'background' | 'operators' | 'orders'>;

/**
 * Gives a cancelled order's money back where the operator can do it (card, the marketplace's
 * Stripe account), once: the refund's idempotency key is the order's. Autopay and Przelewy24
 * refunds are made in their panels; the order shows the refund as due until then.
 */
async function refundOrder(deps: Deps, ctx: RequestContext, orderId: string) {
  const share = await repository.paidShareOf(ctx.db, orderId);
  const stripe = deps.operators.site('stripe');
  if (share?.payment.method !== 'stripe' || !share.payment.operatorRef || !stripe?.refund) return;
  await stripe.refund({
    operatorRef: share.payment.operatorRef,
    amount: share.amount,
    idempotencyKey: `refund-${orderId}`,
  });
  await deps.orders.markRefunded(ctx, orderId);
}

/**
 * Gives back money that came for orders it could no longer pay (a second payment for a paid
 * purchase, or money after the orders were cancelled or expired), once: the refund's idempotency
 * key is the payment's.
 */
async function giveBackPayment(deps: Deps, ctx: RequestContext, paymentId: string) {
  const payment = await repository.findById(ctx.db, paymentId);
  if (!payment || payment.refundState !== 'due' || !payment.refundAmount || !payment.operatorRef) return;
  const operator = await operatorFor(deps, ctx, payment.method as OnlinePaymentMethod, payment.companyId);
  if (!operator?.refund) return;
  await operator.refund({
    operatorRef: payment.operatorRef,
    amount: payment.refundAmount,
    idempotencyKey: `return-${payment.id}`,
  });
  await inTransaction(ctx, async (tx) => {
    await repository.updatePayment(tx.db, payment.id, { refundState: 'refunded', updatedAt: tx.now() });
    for (const orderId of await repository.refundOrderIds(tx.db, payment.id)) {
      await deps.orders.markRefunded(tx, orderId);
    }
  });
}

export function createRefundJobs(deps: Deps): RefundJobs {
  return {
    refund: {
      name: 'payment-refund',
      retryLimit: 8,
      retryDelaySeconds: 60,
      backoff: true,
      run: ({ orderId }, { requestId }) => refundOrder(deps, deps.background(requestId), orderId),
    },
    giveBack: {
      name: 'payment-return',
      retryLimit: 8,
      retryDelaySeconds: 60,
      backoff: true,
      run: ({ paymentId }, { requestId }) => giveBackPayment(deps, deps.background(requestId), paymentId),
    },
  };
}

/** For the order life, in the transaction that cancels a paid order: its refund is queued. */
export async function refundDue(
  deps: Pick<PaymentsServiceDeps, 'jobs'> & { refundJobs: RefundJobs },
  ctx: RequestContext,
  orderId: string,
): Promise<void> {
  await deps.jobs.send(ctx, deps.refundJobs.refund, { orderId });
}
