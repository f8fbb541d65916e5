import type { DeliveryChoice, Purchase } from '@glowmarket/shared/orders';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { money, percentOf } from '../../lib/money';
import { presentPurchase, requireBuyer } from './buyer-purchases';
import type { PlacedOrder } from './order-mails';
import type { OrdersServiceDeps } from './orders.deps';
import * as repository from './orders.repository';
import { answerPlaced, requestFingerprint, retryFingerprint, type Checkout, type Line } from './purchase-fingerprint';
import type { DeliverySnapshot, LineBatch, OrderGroupRow, OrderLineRow, OrderRow } from './orders.tables';

/** The operator's share of `amount` euro cents at `basisPoints` (600 = 6 %), to the nearest cent. */
export function commissionOf(amount: number, basisPoints: number): number {
  return percentOf(money(amount, 'EUR'), basisPoints).amount;
}

/** GM-2026-000123: the year of placing and a number that never repeats. */
export function orderNumber(year: number, sequence: number): string {
  return `GM-${year}-${String(sequence).padStart(6, '0')}`;
}

type CartProducts = Awaited<ReturnType<OrdersServiceDeps['products']['forCart']>>;

/** The cart's purchasable lines, their products, and the lines by seller in the order the cart shows them. */
interface CheckedCart {
  buyable: Line[];
  products: Map<string, CartProducts[number]>;
  sellers: Map<string, Line[]>;
}

/** One seller's part of the purchase: its lines, their worth in euro cents, its delivery priced. */
interface SellerPart {
  companyId: string;
  lines: Line[];
  itemsBase: number;
  delivery: { priceBase: number; snapshot: DeliverySnapshot };
}

/** Step 1: what in the cart can be bought, by seller. Nothing buyable is 422 cart_empty. */
async function checkCart(
  deps: Pick<OrdersServiceDeps, 'products'>,
  ctx: RequestContext,
  lines: Line[],
): Promise<CheckedCart> {
  const found = await deps.products.forCart(
    ctx,
    lines.map((line) => line.productId),
  );
  const products = new Map(found.filter((product) => product.purchasable).map((product) => [product.card.id, product]));
  const buyable = lines.filter((line) => products.has(line.productId));
  if (buyable.length === 0) throw new AppError('cart_empty');

  const sellers = new Map<string, Line[]>();
  for (const line of buyable) {
    const companyId = products.get(line.productId)?.card.company.id ?? '';
    sellers.set(companyId, [...(sellers.get(companyId) ?? []), line]);
  }
  return { buyable, products, sellers };
}

/**
 * Step 2: each seller's delivery, exactly one per seller, checked against its offer and priced
 * on its items' worth (euro cents).
 */
async function planDeliveries(
  deps: Pick<OrdersServiceDeps, 'logistics'>,
  ctx: RequestContext,
  cart: CheckedCart,
  deliveries: DeliveryChoice[],
): Promise<SellerPart[]> {
  const asked = [...cart.sellers].map(([companyId, sellerLines]) => {
    const choices = deliveries.filter((choice) => choice.companyId === companyId);
    if (choices.length === 0) throw new AppError('no_shipping_method', { companyId });
    if (choices.length > 1) throw new AppError('too_many_delivery_options', { companyId });
    const itemsBase = sellerLines.reduce(
      (sum, line) => sum + (cart.products.get(line.productId)?.basePrice ?? 0) * line.quantity,
      0,
    );
    return { companyId, lines: sellerLines, itemsBase, choice: choices[0]! };
  });
  // Every seller's offer is read at once: a purchase costs the same few statements for any number of sellers.
  const resolved = await deps.logistics.resolveDeliveries(ctx, asked);
  return asked.map(({ choice: _choice, ...part }, index) => ({ ...part, delivery: resolved[index]! }));
}

/**
 * Step 3: the stock of every line leaves at once; a short line takes nothing back and names the
 * product. The products' rows stay locked until the transaction ends. Answers the batches each
 * product kept in batches was taken from, which its order line keeps for a recall.
 */
async function takeStock(
  deps: Pick<OrdersServiceDeps, 'products'>,
  tx: RequestContext,
  lines: Line[],
): Promise<Map<string, LineBatch[]>> {
  return deps.products.takeStock(tx, lines);
}

/**
 * Step 4: the purchase (contact, address, invoice data and the rate of the day copied in) and one
 * order per seller with its lines: prices, titles and commission as they are now.
 */
async function writeGroupAndOrders(
  deps: Pick<OrdersServiceDeps, 'currencies' | 'sellers' | 'paymentMinutes'>,
  tx: RequestContext,
  input: { buyerId: string; idempotencyKey: string; fingerprint: string; checkout: Checkout },
  cart: CheckedCart,
  parts: SellerPart[],
  batches: Map<string, LineBatch[]>,
): Promise<{ group: OrderGroupRow; orders: OrderRow[]; lines: OrderLineRow[] }> {
  const { buyerId, checkout } = input;
  const quote = await deps.currencies.quoteFor(tx);
  const group = await repository.insertGroup(tx.db, {
    buyerId,
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: input.fingerprint,
    currency: quote.currency,
    scaledRate: quote.scaledRate,
    contact: checkout.contact,
    shippingAddress: checkout.shippingAddress,
    invoice: checkout.invoice,
    createdAt: tx.now(),
  });
  const payBy = new Date(tx.now().getTime() + deps.paymentMinutes * 60_000);
  // One after the other: a transaction has one connection.
  const rates = await deps.sellers.commissionsFor(
    tx,
    parts.map((part) => part.companyId),
  );
  const numbers = await repository.nextOrderNumbers(tx.db, parts.length);
  const orders = await repository.insertOrders(
    tx.db,
    parts.map((part, index) => {
      const basisPoints = rates.get(part.companyId) ?? 0;
      const cod = part.delivery.snapshot.cod;
      return {
        groupId: group.id,
        number: orderNumber(tx.now().getUTCFullYear(), numbers[index]!),
        companyId: part.companyId,
        buyerId,
        status: 'placed' as const,
        paymentStatus: cod ? ('cod' as const) : ('unpaid' as const),
        payBy: cod ? null : payBy,
        delivery: part.delivery.snapshot,
        deliveryPrice: part.delivery.priceBase,
        itemsTotal: part.itemsBase,
        total: part.itemsBase + part.delivery.priceBase,
        commissionBasisPoints: basisPoints,
        commission: commissionOf(part.itemsBase, basisPoints),
        createdAt: tx.now(),
        updatedAt: tx.now(),
      };
    }),
  );
  const lines = await repository.insertLines(
    tx.db,
    parts.flatMap((part, index) =>
      part.lines.map((line) => {
        const product = cart.products.get(line.productId);
        const unitPrice = product?.basePrice ?? 0;
        return {
          orderId: orders[index]!.id,
          productId: line.productId,
          title: product?.card.title ?? '',
          unitPrice,
          quantity: line.quantity,
          lineTotal: unitPrice * line.quantity,
          batches: batches.get(line.productId) ?? null,
        };
      }),
    ),
  );
  return { group, orders, lines };
}

/** Step 5: the buyer's mail and each seller's, queued in the placing transaction. */
async function queueMails(
  deps: Pick<OrdersServiceDeps, 'mails'>,
  tx: RequestContext,
  written: { group: OrderGroupRow; orders: OrderRow[]; lines: OrderLineRow[] },
) {
  const placed: PlacedOrder[] = written.orders.map((order) => ({
    order,
    lines: written.lines.filter((line) => line.orderId === order.id),
  }));
  await deps.mails.placed(tx, written.group, placed);
}

/**
 * Places the buyer's cart as one purchase: one order per seller, in one transaction — stock
 * taken line by line (any short line takes nothing back and names the product), prices,
 * titles, rate and commission copied in, the cart emptied. Each seller's delivery is the one
 * the request names, else the one chosen on the cart. The same Idempotency-Key again answers
 * the purchase it placed if the request means the same (its fingerprint), else 422
 * idempotency_key_reused and nothing is placed.
 */
export async function placeOrder(
  deps: OrdersServiceDeps,
  ctx: RequestContext,
  input: { idempotencyKey: string; checkout: Checkout },
): Promise<Purchase> {
  const { idempotencyKey, checkout } = input;
  const buyerId = requireBuyer(ctx);
  const placed = await repository.findGroupByKey(ctx.db, buyerId, idempotencyKey);
  if (placed) return answerPlaced(deps, ctx, placed, () => retryFingerprint(deps, ctx, placed, checkout));

  const lines = await deps.cart.checkoutLines(ctx);
  const deliveries = checkout.deliveries ?? (await deps.cart.checkoutDeliveries(ctx));
  // Checked first without holding anything, so a wrong choice costs no lock.
  const draftCart = await checkCart(deps, ctx, lines);
  const draftParts = await planDeliveries(deps, ctx, draftCart, deliveries);
  const fingerprint = requestFingerprint(
    draftCart.buyable,
    deliveries,
    new Set(draftParts.map((part) => part.companyId)),
    checkout,
  );

  try {
    const group = await inTransaction(ctx, async (tx) => {
      const batches = await takeStock(deps, tx, draftCart.buyable);
      // The rows are now locked by this transaction: prices and thresholds read again cannot move.
      const cart = await checkCart(deps, tx, draftCart.buyable);
      const parts = await planDeliveries(deps, tx, cart, deliveries);
      const written = await writeGroupAndOrders(
        deps,
        tx,
        { buyerId, idempotencyKey, fingerprint, checkout },
        cart,
        parts,
        batches,
      );
      await deps.cart.clearForBuyer(tx);
      await queueMails(deps, tx, written);
      return written.group;
    });
    return presentPurchase(deps, ctx, group);
  } catch (error) {
    // The same key sent twice at once: the other request placed it.
    if (isUniqueViolation(error)) {
      const other = await repository.findGroupByKey(ctx.db, buyerId, idempotencyKey);
      if (other) return answerPlaced(deps, ctx, other, fingerprint);
    }
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'placing an order failed');
    throw new AppError('order_failed');
  }
}
