import type { ProductCard, QuotedMoney } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { checkoutSchema, DeliveryChoice, OrderGroup } from '@glowmarket/shared/orders';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { convertFromBase, money } from '../../lib/money';
import * as repository from './orders.repository';
import type { DeliverySnapshot, OrderGroupRow } from './orders.tables';

type Checkout = z.output<typeof checkoutSchema>;

interface Quote {
  currency: CurrencyCode;
  scaledRate: number;
  price(baseAmount: number): QuotedMoney;
}

export interface OrdersServiceDeps {
  cart: {
    checkoutLines(ctx: RequestContext): Promise<{ productId: string; quantity: number }[]>;
    clearForBuyer(ctx: RequestContext): Promise<void>;
  };
  products: {
    forCart(
      ctx: RequestContext,
      ids: string[],
    ): Promise<{ card: ProductCard; basePrice: number; stock: number; purchasable: boolean }[]>;
    takeStock(ctx: RequestContext, lines: { productId: string; quantity: number }[]): Promise<void>;
  };
  logistics: {
    resolveDelivery(
      ctx: RequestContext,
      companyId: string,
      choice: DeliveryChoice,
      itemsBase: number,
    ): Promise<{ priceBase: number; snapshot: DeliverySnapshot }>;
  };
  sellers: {
    commissionFor(ctx: RequestContext, companyId: string): Promise<number>;
    namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>>;
  };
  currencies: { quoteFor(ctx: RequestContext): Promise<Quote> };
}

/** The operator's share of `amount` at `basisPoints` (600 = 6 %), rounded half up to the cent. */
export function commissionOf(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5000) / 10_000);
}

/** GM-2026-000123: the year of placing and a number that never repeats. */
export function orderNumber(year: number, sequence: number): string {
  return `GM-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Whether the buyer's Idempotency-Key already placed this purchase. */
async function findPlaced(ctx: RequestContext, buyerId: string, key: string) {
  return repository.findGroupByKey(ctx.db, buyerId, key);
}

export function createOrdersService(deps: OrdersServiceDeps) {
  async function present(ctx: RequestContext, group: OrderGroupRow): Promise<OrderGroup> {
    const rows = await repository.listGroupOrders(ctx.db, group.id);
    const names = await deps.sellers.namesOf(
      ctx,
      rows.map((row) => row.companyId),
    );
    // Shown at the rate the buyer placed at, whatever the rate is today.
    const currency = group.currency as CurrencyCode;
    const at = (amount: number): QuotedMoney => {
      const base = money(amount, 'EUR');
      return { ...(currency === 'EUR' ? base : convertFromBase(base, currency, group.scaledRate)), base };
    };
    return {
      id: group.id,
      createdAt: group.createdAt.toISOString(),
      orders: rows.map((row) => ({
        id: row.id,
        number: row.number,
        company: { id: row.companyId, name: names.get(row.companyId) ?? '' },
        status: row.status,
        paymentStatus: row.paymentStatus,
        itemsTotal: at(row.itemsTotal),
        deliveryPrice: at(row.deliveryPrice),
        total: at(row.total),
      })),
      total: at(rows.reduce((sum, row) => sum + row.total, 0)),
    };
  }

  /**
   * What the cart becomes: its purchasable lines by seller, each with its items' worth (euro cents)
   * and its delivery checked against the seller's offer. Throws the checkout's refusals.
   */
  async function plan(ctx: RequestContext, lines: { productId: string; quantity: number }[], input: Checkout) {
    const found = await deps.products.forCart(
      ctx,
      lines.map((line) => line.productId),
    );
    const products = new Map(
      found.filter((product) => product.purchasable).map((product) => [product.card.id, product]),
    );
    const buyable = lines.filter((line) => products.has(line.productId));
    if (buyable.length === 0) throw new AppError('cart_empty');

    // By seller, in the order the cart shows them.
    const sellers = new Map<string, { productId: string; quantity: number }[]>();
    for (const line of buyable) {
      const companyId = products.get(line.productId)?.card.company.id ?? '';
      sellers.set(companyId, [...(sellers.get(companyId) ?? []), line]);
    }
    const parts: {
      companyId: string;
      lines: { productId: string; quantity: number }[];
      itemsBase: number;
      delivery: { priceBase: number; snapshot: DeliverySnapshot };
    }[] = [];
    for (const [companyId, sellerLines] of sellers) {
      const choices = input.deliveries.filter((choice) => choice.companyId === companyId);
      if (choices.length === 0) throw new AppError('no_shipping_method', { companyId });
      if (choices.length > 1) throw new AppError('too_many_delivery_options', { companyId });
      const itemsBase = sellerLines.reduce(
        (sum, line) => sum + (products.get(line.productId)?.basePrice ?? 0) * line.quantity,
        0,
      );
      const delivery = await deps.logistics.resolveDelivery(ctx, companyId, choices[0]!, itemsBase);
      parts.push({ companyId, lines: sellerLines, itemsBase, delivery });
    }
    return { buyable, products, parts };
  }

  return {
    /**
     * Places the buyer's cart as one purchase: one order per seller, in one transaction — stock
     * taken line by line (any short line takes nothing back and names the product), prices,
     * titles, rate and commission copied in, the cart emptied. The same Idempotency-Key again
     * answers the purchase it placed.
     */
    async place(ctx: RequestContext, idempotencyKey: string, input: Checkout): Promise<OrderGroup> {
      const buyerId = ctx.actor.userId;
      if (!buyerId) throw new AppError('unauthorized');
      const placed = await findPlaced(ctx, buyerId, idempotencyKey);
      if (placed) return present(ctx, placed);

      const lines = await deps.cart.checkoutLines(ctx);
      // Checked first without holding anything, so a wrong choice costs no lock.
      const draft = await plan(ctx, lines, input);

      try {
        const group = await inTransaction(ctx, async (tx) => {
          await deps.products.takeStock(tx, draft.buyable);
          // The rows are now locked by this transaction: prices and thresholds read again cannot move.
          const { parts, products } = await plan(tx, draft.buyable, input);
          const quote = await deps.currencies.quoteFor(tx);
          const row = await repository.insertGroup(tx.db, {
            buyerId,
            idempotencyKey,
            currency: quote.currency,
            scaledRate: quote.scaledRate,
            contact: input.contact,
            shippingAddress: input.shippingAddress,
            invoice: input.invoice,
            createdAt: tx.now(),
          });
          for (const part of parts) {
            const basisPoints = await deps.sellers.commissionFor(tx, part.companyId);
            const cod = part.delivery.snapshot.cod;
            const order = await repository.insertOrder(tx.db, {
              groupId: row.id,
              number: orderNumber(tx.now().getUTCFullYear(), await repository.nextOrderNumber(tx.db)),
              companyId: part.companyId,
              buyerId,
              status: 'placed',
              paymentStatus: cod ? 'cod' : 'unpaid',
              delivery: part.delivery.snapshot,
              deliveryPrice: part.delivery.priceBase,
              itemsTotal: part.itemsBase,
              total: part.itemsBase + part.delivery.priceBase,
              commissionBasisPoints: basisPoints,
              commission: commissionOf(part.itemsBase, basisPoints),
              createdAt: tx.now(),
              updatedAt: tx.now(),
            });
            await repository.insertLines(
              tx.db,
              part.lines.map((line) => {
                const product = products.get(line.productId);
                const unitPrice = product?.basePrice ?? 0;
                return {
                  orderId: order.id,
                  productId: line.productId,
                  title: product?.card.title ?? '',
                  unitPrice,
                  quantity: line.quantity,
                  lineTotal: unitPrice * line.quantity,
                };
              }),
            );
          }
          await deps.cart.clearForBuyer(tx);
          return row;
        });
        return present(ctx, group);
      } catch (error) {
        // The same key sent twice at once: the other request placed it.
        if (isUniqueViolation(error)) {
          const other = await findPlaced(ctx, buyerId, idempotencyKey);
          if (other) return present(ctx, other);
        }
        if (error instanceof AppError) throw error;
        ctx.log.error({ err: error }, 'placing an order failed');
        throw new AppError('order_failed');
      }
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
