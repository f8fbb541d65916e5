import type { RequestContext } from '../../lib/context';
import { money } from '../../lib/money';
import { getPurchase } from './buyer-purchases';
import type { OrdersServiceDeps } from './orders.deps';
import * as repository from './orders.repository';

// What the payments module asks of orders: what a purchase owes, and what its payment changed.

/**
 * Inside the transaction that applies a confirmed payment: its orders become paid (a cancelled
 * one owes a refund instead) and each paid order's buyer is told.
 */
export async function markPaid(
  deps: Pick<OrdersServiceDeps, 'mails'>,
  ctx: RequestContext,
  orderIds: string[],
): Promise<{ paid: string[]; closed: string[] }> {
  const { paid, closed } = await repository.markPaid(ctx.db, orderIds, ctx.now());
  for (const order of paid) {
    const group = await repository.findGroupById(ctx.db, order.groupId);
    if (group) await deps.mails.paid(ctx, group, { order, lines: await repository.listLines(ctx.db, [order.id]) });
  }
  return { paid: paid.map((order) => order.id), closed };
}

/**
 * The purchase's orders waiting for an online payment, each with its total in minor units exactly
 * as the purchase shows it (and in euro cents).
 */
export async function dueOrders(
  deps: Pick<OrdersServiceDeps, 'sellers' | 'products'>,
  ctx: RequestContext,
  groupId: string,
) {
  const purchase = await getPurchase(deps, ctx, groupId);
  return purchase.orders
    .filter((order) => order.status === 'placed' && order.paymentStatus === 'unpaid')
    .map((order) => ({
      orderId: order.id,
      number: order.number,
      companyId: order.company.id,
      email: order.contact.email,
      amount: money(order.total.amount, order.total.currency),
      base: money(order.total.base.amount, 'EUR'),
    }));
}

/** The numbers of some orders, for people to find them. */
export function numbersOf(ctx: RequestContext, orderIds: string[]): Promise<string[]> {
  return repository.numbersOf(ctx.db, orderIds);
}

/** A cancelled order's money went back to the buyer. */
export async function markRefunded(ctx: RequestContext, orderId: string): Promise<void> {
  await repository.markRefunded(ctx.db, orderId, ctx.now());
}
