import type { checkoutSchema, DeliveryChoice, Purchase } from '@glowmarket/shared/orders';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { fingerprintOf } from '../../lib/fingerprint';
import { presentPurchase } from './buyer-purchases';
import type { OrdersServiceDeps } from './orders.deps';
import * as repository from './orders.repository';
import type { OrderGroupRow, OrderRow } from './orders.tables';

export type Checkout = z.output<typeof checkoutSchema>;

export type Line = { productId: string; quantity: number };

/** A delivery as it matters: only what its kind uses, a point as it is named (in capitals). */
function deliveryMeaning(choice: DeliveryChoice) {
  const point = choice.kind === 'parcel_locker' || choice.kind === 'pickup_point';
  return {
    companyId: choice.companyId,
    optionId: choice.kind === 'store_pickup' ? null : choice.optionId,
    kind: choice.kind,
    pointName: point && choice.pointName?.trim() ? choice.pointName.trim().toUpperCase() : null,
    shopId: choice.kind === 'store_pickup' ? (choice.shopId ?? null) : null,
  };
}

/** The delivery a placed order went with, as the choice that placed it. */
function choiceOfOrder(order: OrderRow): DeliveryChoice {
  const { delivery } = order;
  return {
    companyId: order.companyId,
    optionId: delivery.priceEntryId,
    kind: delivery.kind as DeliveryChoice['kind'],
    ...(delivery.point && { pointName: delivery.point.name }),
    ...(delivery.shop && { shopId: delivery.shop.id }),
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What a placing request means, as the fingerprint kept beside its Idempotency-Key: the lines it
 * buys (product and quantity), each of their sellers' delivery, the contact, the address and the
 * invoice data, in canonical JSON (lib/fingerprint).
 */
export function requestFingerprint(lines: Line[], deliveries: DeliveryChoice[], sellers: Set<string>, input: Checkout) {
  return fingerprintOf({
    lines: lines
      .map((line) => ({ productId: line.productId, quantity: line.quantity }))
      .sort((a, b) => byText(a.productId, b.productId)),
    deliveries: deliveries
      .filter((choice) => sellers.has(choice.companyId))
      .map(deliveryMeaning)
      .sort((a, b) => byText(a.companyId, b.companyId)),
    contact: input.contact,
    shippingAddress: input.shippingAddress,
    invoice: input.invoice,
  });
}

/**
 * What a request sent again with a key that placed `group` means. While the cart still holds
 * something to buy, that is what it means; once the purchase emptied it, the request meant what
 * the purchase holds (its lines, and the deliveries it went with unless the request names them).
 */
export async function retryFingerprint(
  deps: Pick<OrdersServiceDeps, 'cart' | 'products'>,
  ctx: RequestContext,
  group: OrderGroupRow,
  input: Checkout,
): Promise<string> {
  const lines = await deps.cart.checkoutLines(ctx);
  const found = await deps.products.forCart(
    ctx,
    lines.map((line) => line.productId),
  );
  const buyable = new Map(found.filter((product) => product.purchasable).map((product) => [product.card.id, product]));
  const inCart = lines.filter((line) => buyable.has(line.productId));
  if (inCart.length > 0) {
    const sellers = new Set(inCart.map((line) => buyable.get(line.productId)?.card.company.id ?? ''));
    const deliveries = input.deliveries ?? (await deps.cart.checkoutDeliveries(ctx));
    return requestFingerprint(inCart, deliveries, sellers, input);
  }
  const orders = await repository.listGroupOrders(ctx.db, group.id);
  const placedLines = await repository.listLines(
    ctx.db,
    orders.map((order) => order.id),
  );
  const sellers = new Set(orders.map((order) => order.companyId));
  return requestFingerprint(
    placedLines.map((line) => ({ productId: line.productId ?? '', quantity: line.quantity })),
    input.deliveries ?? orders.map(choiceOfOrder),
    sellers,
    input,
  );
}

/** The purchase a key placed, if the request means what the first one did; else 422. */
export async function answerPlaced(
  deps: Pick<OrdersServiceDeps, 'sellers' | 'products'>,
  ctx: RequestContext,
  group: OrderGroupRow,
  fingerprint: string | (() => Promise<string>),
): Promise<Purchase> {
  if (group.requestFingerprint !== null) {
    const mine = typeof fingerprint === 'string' ? fingerprint : await fingerprint();
    if (mine !== group.requestFingerprint) throw new AppError('idempotency_key_reused');
  }
  return presentPurchase(deps, ctx, group);
}
