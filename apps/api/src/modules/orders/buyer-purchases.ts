import { ORDER_PAGE_SIZE, type BuyerOrderList, type PaymentChoice, type Purchase } from '@glowmarket/shared/orders';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { addShown } from '../../lib/money';
import type { OrdersServiceDeps } from './orders.deps';
import * as repository from './orders.repository';
import { presentBuyerOrder, presentOrders, quoteOfGroup } from './orders.present';
import type { OrderGroupRow } from './orders.tables';

export function requireBuyer(ctx: RequestContext): string {
  if (!ctx.actor.userId) throw new AppError('unauthorized');
  return ctx.actor.userId;
}

/** A purchase with each of its orders in full, amounts as the buyer saw them. */
export async function presentPurchase(
  deps: Pick<OrdersServiceDeps, 'sellers' | 'products'>,
  ctx: RequestContext,
  group: OrderGroupRow,
): Promise<Purchase> {
  const rows = await repository.listGroupOrders(ctx.db, group.id);
  const orders = await presentOrders(
    ctx,
    rows.map((order) => ({ order, group })),
    deps,
    presentBuyerOrder,
  );
  return {
    id: group.id,
    createdAt: group.createdAt.toISOString(),
    orders,
    // The sum of its orders' totals as they are shown (the cart's grand total was added so too).
    total: orders
      .filter((order) => order.status !== 'cancelled')
      .map((order) => order.total)
      .reduce(addShown, quoteOfGroup(group)(0)),
  };
}

/** The buyer's orders, newest first, a page at a time. */
export async function listMyOrders(
  deps: Pick<OrdersServiceDeps, 'sellers' | 'products'>,
  ctx: RequestContext,
  page: number,
): Promise<BuyerOrderList> {
  const buyerId = requireBuyer(ctx);
  const { rows, total } = await repository.listOrders(
    ctx.db,
    { buyerId },
    { limit: ORDER_PAGE_SIZE, offset: (page - 1) * ORDER_PAGE_SIZE },
  );
  return {
    items: await presentOrders(ctx, rows, deps, presentBuyerOrder),
    total,
    page,
    pageSize: ORDER_PAGE_SIZE,
  };
}

/** One of the buyer's purchases (/payment-selection); another buyer's is not found. */
export async function getPurchase(
  deps: Pick<OrdersServiceDeps, 'sellers' | 'products'>,
  ctx: RequestContext,
  groupId: string,
): Promise<Purchase> {
  const group = await repository.findGroup(ctx.db, groupId, requireBuyer(ctx));
  if (!group) throw new AppError('not_found');
  return presentPurchase(deps, ctx, group);
}

/**
 * Whether the purchase's waiting orders can all be paid on delivery: each seller offers the
 * cash-on-delivery variant of the delivery the buyer chose.
 */
export async function codPossible(
  deps: Pick<OrdersServiceDeps, 'logistics'>,
  ctx: RequestContext,
  groupId: string,
): Promise<boolean> {
  const waiting = (await repository.listGroupOrders(ctx.db, groupId)).filter(
    (order) => order.status === 'placed' && order.paymentStatus === 'unpaid',
  );
  for (const order of waiting) {
    const { carrierId, kind } = order.delivery;
    if (!carrierId || !(await deps.logistics.offersCodVariant(ctx, order.companyId, carrierId, kind))) return false;
  }
  return waiting.length > 0;
}

/**
 * How the buyer will pay the purchase's unpaid orders: cash on delivery (they stop waiting for
 * a payment and keep their stock) or later, online, before their time runs out.
 */
export async function choosePayment(
  deps: Pick<OrdersServiceDeps, 'sellers' | 'products' | 'logistics'>,
  ctx: RequestContext,
  input: { groupId: string; choice: PaymentChoice },
): Promise<Purchase> {
  const group = await repository.findGroup(ctx.db, input.groupId, requireBuyer(ctx));
  if (!group) throw new AppError('not_found');
  if (input.choice.method === 'cod') {
    if (!(await codPossible(deps, ctx, group.id))) throw new AppError('payment_method_unavailable');
    await repository.payGroupOnDelivery(ctx.db, group.id, ctx.now());
  }
  return presentPurchase(deps, ctx, group);
}

/** For the messages module: the caller's own order, by id, with its seller and number. */
export async function findMyOrder(
  ctx: RequestContext,
  orderId: string,
): Promise<{ companyId: string; number: string } | undefined> {
  const found = await repository.findOrder(ctx.db, orderId, { buyerId: requireBuyer(ctx) });
  return found && { companyId: found.order.companyId, number: found.order.number };
}
