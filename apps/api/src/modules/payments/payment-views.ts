import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { FlaggedPayment, Payment } from '@glowmarket/shared/payments';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { money } from '../../lib/money';
import { requireBuyer } from './payment-options';
import type { PaymentsServiceDeps } from './payments.deps';
import { presentPayment } from './payments.present';
import * as repository from './payments.repository';

/** One of the buyer's payments, to follow it while it is in progress. */
export async function getPayment(ctx: RequestContext, id: string): Promise<Payment> {
  const buyerId = requireBuyer(ctx);
  const row = await repository.findById(ctx.db, id);
  if (!row || row.buyerId !== buyerId) throw new AppError('not_found');
  return presentPayment(row);
}

/**
 * Where Autopay's return sends the buyer: the payment's result page when the return's hash is
 * right (it never marks anything paid — only the ITN does), else the buyer's orders.
 */
export async function autopayReturn(
  deps: Pick<PaymentsServiceDeps, 'operators'>,
  ctx: RequestContext,
  input: { query: Record<string, unknown>; companyId?: string | undefined },
): Promise<string> {
  const { query } = input;
  const operator = await deps.operators.autopayFor(ctx, input.companyId ?? '');
  const reference = typeof query.OrderID === 'string' ? query.OrderID : '';
  const payment = operator?.verifyReturn(query) ? await repository.findByReference(ctx.db, reference) : undefined;
  return payment ? `/payment-result?payment=${payment.id}` : '/userorders';
}

/** For the operator of the marketplace: payments whose money could not pay their orders as asked, and why. */
export async function listFlagged(
  deps: Pick<PaymentsServiceDeps, 'orders'>,
  ctx: RequestContext,
): Promise<FlaggedPayment[]> {
  const rows = await repository.listFlagged(ctx.db);
  return Promise.all(
    rows.map(async (row) => {
      const [reported, numbers] = await Promise.all([
        repository.reportedPaid(ctx.db, row.id),
        repository.listOrderIds(ctx.db, row.id).then((ids) => deps.orders.numbersOf(ctx, ids)),
      ]);
      return {
        ...presentPayment(row),
        reference: row.reference,
        operatorRef: row.operatorRef,
        reason: row.flagReason ?? 'amount_mismatch',
        refund:
          row.refundAmount !== null && row.refundState !== null
            ? { amount: money(row.refundAmount, row.currency as CurrencyCode), state: row.refundState }
            : null,
        reported: reported.map((report) => ({ amount: report.amount, currency: report.currency as CurrencyCode })),
        orderNumbers: numbers,
      };
    }),
  );
}
