import type { DeliveryChoice } from '@glowmarket/shared/orders';
import type { RequestContext } from '../../lib/context';
import * as repository from './cart.repository';

// What checkout (the orders module) takes from the buyer's cart, and how it empties it.

/** For checkout: the buyer's lines as they are now. */
export async function checkoutLines(ctx: RequestContext): Promise<{ productId: string; quantity: number }[]> {
  const cart = ctx.actor.userId ? await repository.findCartByUser(ctx.db, ctx.actor.userId) : undefined;
  return cart ? repository.listLines(ctx.db, cart.id) : [];
}

/** For checkout: each seller's delivery as the buyer chose it on the cart. */
export async function checkoutDeliveries(ctx: RequestContext): Promise<DeliveryChoice[]> {
  const cart = ctx.actor.userId ? await repository.findCartByUser(ctx.db, ctx.actor.userId) : undefined;
  const rows = cart ? await repository.listDeliveries(ctx.db, cart.id) : [];
  return rows.map((row) => ({
    companyId: row.companyId,
    optionId: row.optionId,
    kind: row.kind,
    ...(row.pointName !== null && { pointName: row.pointName }),
    ...(row.shopId !== null && { shopId: row.shopId }),
  }));
}

/** For checkout, in its transaction: what was ordered leaves the cart, and its deliveries with it. */
export async function clearForBuyer(ctx: RequestContext): Promise<void> {
  const cart = ctx.actor.userId ? await repository.findCartByUser(ctx.db, ctx.actor.userId) : undefined;
  if (!cart) return;
  await repository.deleteLines(ctx.db, cart.id);
  await repository.deleteDeliveriesExcept(ctx.db, cart.id, []);
}
