import type { OnlinePaymentMethod } from '@glowmarket/shared/payments';
import type { RequestContext } from '../../lib/context';
import type { PaymentsServiceDeps } from './payments.deps';
import type { PaymentRow } from './payments.tables';

type Deps = Pick<PaymentsServiceDeps, 'operators'>;

/** The operator a payment goes through: the marketplace's account, or for Autopay the seller's. */
export async function operatorFor(
  deps: Deps,
  ctx: RequestContext,
  method: OnlinePaymentMethod,
  companyId?: string | null,
) {
  return method === 'autopay' ? deps.operators.autopayFor(ctx, companyId ?? '') : deps.operators.site(method);
}

/** Ends the earlier payments at their operators (Stripe's sessions expire); the others stay superseded. */
export async function closeAtOperators(deps: Deps, ctx: RequestContext, superseded: PaymentRow[]) {
  for (const earlier of superseded) {
    if (earlier.method === 'cod' || !earlier.operatorRef) continue;
    const operator = await operatorFor(deps, ctx, earlier.method, earlier.companyId);
    try {
      await operator?.close?.(earlier.operatorRef);
    } catch (error) {
      // Its money, if it still comes, is given back as money for orders already paid.
      ctx.log.error({ err: error, paymentId: earlier.id }, 'an earlier payment could not be closed at its operator');
    }
  }
}
