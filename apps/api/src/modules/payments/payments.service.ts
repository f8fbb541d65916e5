import type { OnlinePaymentMethod, StartPayment } from '@glowmarket/shared/payments';
import type { IncomingNotification } from '../../integrations/payments/operator';
import type { RequestContext } from '../../lib/context';
import { handleNotification } from './payment-notifications';
import { paymentOptions } from './payment-options';
import { autopayReturn, getPayment, listFlagged } from './payment-views';
import type { PaymentsServiceDeps } from './payments.deps';
import { createRefundJobs, refundDue } from './refunds';
import { startPayment } from './start-payment';

export type { PaymentsServiceDeps } from './payments.deps';

/**
 * Paying a purchase: which methods it can use and for how much (payment-options.ts), starting a
 * payment with an operator (start-payment.ts), and applying what the operator then reports — each
 * notification once, forward only, for the amount asked or not at all (payment-notifications.ts);
 * money owed back is refunded by jobs (refunds.ts). Each use case takes its deps first; this binds
 * them and defines the refund jobs.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const refundJobs = createRefundJobs(deps);
  deps.jobs.define(refundJobs.refund);
  deps.jobs.define(refundJobs.giveBack);
  const bound = { ...deps, refundJobs };

  return {
    options: (ctx: RequestContext, groupId: string) => paymentOptions(deps, ctx, groupId),
    start: (ctx: RequestContext, idempotencyKey: string, request: StartPayment) =>
      startPayment(deps, ctx, { idempotencyKey, request }),
    refundDue: (ctx: RequestContext, orderId: string) => refundDue(bound, ctx, orderId),
    autopayReturn: (ctx: RequestContext, query: Record<string, unknown>, companyId?: string) =>
      autopayReturn(deps, ctx, { query, companyId }),
    listFlagged: (ctx: RequestContext) => listFlagged(deps, ctx),
    get: (ctx: RequestContext, id: string) => getPayment(ctx, id),
    notify: (
      ctx: RequestContext,
      method: OnlinePaymentMethod,
      notification: IncomingNotification,
      companyId?: string,
    ) => handleNotification(bound, ctx, { method, notification, companyId }),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
