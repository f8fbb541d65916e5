import type { BuyerOrderList, PaymentChoice, Purchase } from '@glowmarket/shared/orders';
import type { RequestContext } from '../../lib/context';
import { choosePayment, codPossible, findMyOrder, getPurchase, listMyOrders } from './buyer-purchases';
import { dueOrders, markPaid, markRefunded, numbersOf } from './order-payments';
import type { OrdersServiceDeps } from './orders.deps';
import * as repository from './orders.repository';
import { placeOrder } from './place-order';
import type { Checkout } from './purchase-fingerprint';

export type { OrdersServiceDeps } from './orders.deps';

/**
 * The buyer's side of orders: placing the cart as one purchase (place-order.ts), the purchases and
 * how they are paid (buyer-purchases.ts), and what the payments module asks of them
 * (order-payments.ts). Each use case takes these deps first; this binds them.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  return {
    place: (ctx: RequestContext, idempotencyKey: string, checkout: Checkout): Promise<Purchase> =>
      placeOrder(deps, ctx, { idempotencyKey, checkout }),
    markPaid: (ctx: RequestContext, orderIds: string[]) => markPaid(deps, ctx, orderIds),
    dueOrders: (ctx: RequestContext, groupId: string) => dueOrders(deps, ctx, groupId),
    numbersOf: (ctx: RequestContext, orderIds: string[]) => numbersOf(ctx, orderIds),
    markRefunded: (ctx: RequestContext, orderId: string) => markRefunded(ctx, orderId),
    listMine: (ctx: RequestContext, page: number): Promise<BuyerOrderList> => listMyOrders(deps, ctx, page),
    getPurchase: (ctx: RequestContext, groupId: string): Promise<Purchase> => getPurchase(deps, ctx, groupId),
    choosePayment: (ctx: RequestContext, groupId: string, choice: PaymentChoice): Promise<Purchase> =>
      choosePayment(deps, ctx, { groupId, choice }),
    codPossible: (ctx: RequestContext, groupId: string) => codPossible(deps, ctx, groupId),
    findMyOrder: (ctx: RequestContext, orderId: string) => findMyOrder(ctx, orderId),
    /** For ratings: the caller's order line of the product in a delivered order, if any. */
    deliveredLineOf: (ctx: RequestContext, buyerId: string, productId: string) =>
      repository.findDeliveredLine(ctx.db, buyerId, productId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
