import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { StartedPayment, StartPayment } from '@glowmarket/shared/payments';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { fingerprintOf } from '../../lib/fingerprint';
import { money, type Money } from '../../lib/money';
import { closeAtOperators, operatorFor } from './payment-operators';
import { NEW_WINDOW, optionsFor, PLN, pricesIn, requireBuyer, sum } from './payment-options';
import type { PaymentsServiceDeps } from './payments.deps';
import { presentPayment } from './payments.present';
import * as repository from './payments.repository';
import type { PaymentRow } from './payments.tables';

type Deps = Pick<PaymentsServiceDeps, 'orders' | 'enabledMethods' | 'operators' | 'currencies' | 'publicUrl'>;

const sameOrders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index]);

function presentStarted(row: PaymentRow): StartedPayment {
  if (!row.redirect) throw new AppError('payment_failed');
  return { ...presentPayment(row), redirect: row.redirect, newWindow: NEW_WINDOW.has(row.method) };
}

/** How long a second request for the same payment waits for the first to start it at the operator. */
const START_WAIT_MS = 10_000;

/** Waits until the payment another request is starting has its operator's page (or failed). */
async function startedElsewhere(ctx: RequestContext, find: () => Promise<PaymentRow | undefined>): Promise<PaymentRow> {
  for (let waited = 0; waited < START_WAIT_MS; waited += 100) {
    const row = await find();
    if (row?.redirect || row?.state === 'failed') return row;
    await setTimeout(100);
  }
  throw new AppError('payment_failed');
}

/** A payment started but never given its operator's page in time: its start died, so it is not reused. */
const startDied = (row: PaymentRow, now: Date) =>
  !row.redirect && now.getTime() - row.createdAt.getTime() > START_WAIT_MS;

/** Answers a start whose Idempotency-Key is known: the same payment, unless the key came with another request. */
async function answerKnown(
  ctx: RequestContext,
  input: { buyerId: string; key: string; known: PaymentRow; fingerprint: string },
) {
  const { buyerId, key, known, fingerprint } = input;
  if (known.fingerprint !== null && known.fingerprint !== fingerprint) throw new AppError('idempotency_key_reused');
  if (known.redirect) return presentStarted(known);
  return presentStarted(await startedElsewhere(ctx, () => repository.findByKey(ctx.db, buyerId, key)));
}

/**
 * Starts paying the purchase's waiting orders (Autopay: one seller's order) with an operator
 * and answers where to send the buyer. A purchase has one live payment at a time: a start while
 * another for the same orders is open answers that one (same method and amount) or first
 * supersedes it, closed at its operator where the operator can. The same Idempotency-Key answers
 * the same payment; with another request it is refused.
 */
export async function startPayment(
  deps: Deps,
  ctx: RequestContext,
  input: { idempotencyKey: string; request: StartPayment },
): Promise<StartedPayment> {
  const { idempotencyKey, request } = input;
  const buyerId = requireBuyer(ctx);
  const fingerprint = fingerprintOf({
    groupId: request.groupId,
    method: request.method,
    orderId: request.orderId ?? null,
  });
  const known = await repository.findByKey(ctx.db, buyerId, idempotencyKey);
  if (known) return answerKnown(ctx, { buyerId, key: idempotencyKey, known, fingerprint });
  const purchase = await deps.orders.getPurchase(ctx, request.groupId);
  let orders = await deps.orders.dueOrders(ctx, purchase.id);
  const option = (await optionsFor(deps, ctx, { purchase, orders })).find(
    (candidate) => candidate.method === request.method,
  );
  if (!option?.available) throw new AppError('payment_method_unavailable');

  let amounts: Money[];
  let currency: CurrencyCode;
  let companyId: string | null = null;
  if (request.method === 'autopay') {
    const share = option.perOrder?.find((candidate) => candidate.orderId === request.orderId);
    orders = orders.filter((order) => order.orderId === share?.orderId);
    if (!share || orders.length === 0) throw new AppError('payment_method_unavailable');
    amounts = [money(share.amount.amount, PLN)];
    currency = PLN;
    companyId = orders[0]?.companyId ?? null;
  } else {
    currency = option.amount.currency;
    amounts = await pricesIn(deps, ctx, { purchase, orders, currency });
  }
  if (orders.length === 0) throw new AppError('nothing_to_pay');
  const operator = await operatorFor(deps, ctx, request.method, companyId);
  if (!operator) throw new AppError('payment_method_unavailable');
  const amount = sum(amounts, currency).amount;
  const orderIds = orders.map((order) => order.orderId);

  let decision: { row: PaymentRow; reused: boolean; superseded: PaymentRow[] };
  try {
    decision = await inTransaction(ctx, async (tx) => {
      // Starts for one purchase queue here, so each sees what the one before it left open.
      await repository.lockPurchaseStarts(tx.db, purchase.id);
      const again = await repository.findByKey(tx.db, buyerId, idempotencyKey);
      if (again) return { row: again, reused: true, superseded: [] };
      const open = (await repository.listOpen(tx.db, purchase.id)).filter((payment) =>
        payment.orderIds.some((id) => orderIds.includes(id)),
      );
      const live = open.find(
        (payment) =>
          payment.method === request.method &&
          payment.amount === amount &&
          payment.currency === currency &&
          sameOrders(payment.orderIds, orderIds) &&
          !startDied(payment, tx.now()),
      );
      if (live) return { row: live, reused: true, superseded: [] };
      for (const earlier of open) {
        await repository.updatePayment(tx.db, earlier.id, { state: 'superseded', updatedAt: tx.now() });
      }
      const row = await repository.insertPayment(
        tx.db,
        {
          reference: randomUUID().replaceAll('-', ''),
          groupId: purchase.id,
          buyerId,
          method: request.method,
          companyId,
          amount,
          currency,
          idempotencyKey,
          fingerprint,
          createdAt: tx.now(),
          updatedAt: tx.now(),
        },
        orders.map((order, index) => ({ orderId: order.orderId, amount: amounts[index]!.amount })),
      );
      return { row, reused: false, superseded: open };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same key at once: the other request is starting this payment; answer it when started.
    return answerKnown(ctx, {
      buyerId,
      key: idempotencyKey,
      known: await startedElsewhere(ctx, () => repository.findByKey(ctx.db, buyerId, idempotencyKey)),
      fingerprint,
    });
  }
  if (decision.reused) {
    const { row } = decision;
    if (row.idempotencyKey === idempotencyKey) {
      return answerKnown(ctx, { buyerId, key: idempotencyKey, known: row, fingerprint });
    }
    return presentStarted(row.redirect ? row : await startedElsewhere(ctx, () => repository.findById(ctx.db, row.id)));
  }
  const { row } = decision;
  await closeAtOperators(deps, ctx, decision.superseded);

  const result = `${deps.publicUrl}/payment-result?payment=${row.id}`;
  try {
    const redirect = await operator.start({
      paymentId: row.reference,
      amount,
      currency,
      description: orders.map((order) => order.number).join(', '),
      customerEmail: orders[0]?.email ?? '',
      returnUrl: result,
      cancelUrl: `${result}&cancelled=1`,
      notifyUrl:
        request.method === 'autopay'
          ? `${deps.publicUrl}/api/payments/notify/autopay/${companyId}`
          : `${deps.publicUrl}/api/payments/notify/${request.method}`,
      idempotencyKey: `payment-${row.id}`,
      language: ctx.language,
    });
    const { operatorRef, ...stored } = redirect;
    const saved = await repository.updatePayment(ctx.db, row.id, {
      redirect: stored,
      operatorRef,
      updatedAt: ctx.now(),
    });
    if (saved?.state === 'superseded') {
      // A start for other orders or another method came while this one was at its operator.
      await closeAtOperators(deps, ctx, [saved]);
      throw new AppError('payment_failed');
    }
    return presentStarted(saved ?? row);
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error, paymentId: row.id }, 'the operator did not start a payment');
    await repository.updatePayment(ctx.db, row.id, { state: 'failed', updatedAt: ctx.now() });
    throw new AppError('payment_failed');
  }
}
