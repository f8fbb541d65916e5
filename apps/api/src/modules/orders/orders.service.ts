import type { ProductCard, QuotedMoney } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import {
  ORDER_PAGE_SIZE,
  type BuyerOrderList,
  type checkoutSchema,
  type DeliveryChoice,
  type PaymentChoice,
  type Purchase,
} from '@glowmarket/shared/orders';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { fingerprintOf } from '../../lib/fingerprint';
import { addShown, money, percentOf } from '../../lib/money';
import type { OrderMails, PlacedOrder } from './order-mails';
import * as repository from './orders.repository';
import { presentBuyerOrder, presentOrders, quoteOfGroup } from './orders.present';
import type { DeliverySnapshot, OrderGroupRow, OrderRow } from './orders.tables';

type Checkout = z.output<typeof checkoutSchema>;

interface Quote {
  currency: CurrencyCode;
  scaledRate: number;
  price(baseAmount: number): QuotedMoney;
}

export interface OrdersServiceDeps {
  cart: {
    checkoutLines(ctx: RequestContext): Promise<{ productId: string; quantity: number }[]>;
    /** Each seller's delivery as chosen on the cart: what placing uses when the request names none. */
    checkoutDeliveries(ctx: RequestContext): Promise<DeliveryChoice[]>;
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
    resolveDeliveries(
      ctx: RequestContext,
      parts: { companyId: string; choice: DeliveryChoice; itemsBase: number }[],
    ): Promise<{ priceBase: number; snapshot: DeliverySnapshot }[]>;
    offersCodVariant(ctx: RequestContext, companyId: string, carrierId: string, kind: string): Promise<boolean>;
  };
  sellers: {
    commissionsFor(ctx: RequestContext, companyIds: string[]): Promise<Map<string, number>>;
    namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>>;
  };
  currencies: { quoteFor(ctx: RequestContext): Promise<Quote> };
  mails: OrderMails;
  /** How long an unpaid order keeps its stock (ORDER_PAYMENT_MINUTES). */
  paymentMinutes: number;
}

/** The operator's share of `amount` euro cents at `basisPoints` (600 = 6 %), to the nearest cent. */
export function commissionOf(amount: number, basisPoints: number): number {
  return percentOf(money(amount, 'EUR'), basisPoints).amount;
}

/** GM-2026-000123: the year of placing and a number that never repeats. */
export function orderNumber(year: number, sequence: number): string {
  return `GM-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Whether the buyer's Idempotency-Key already placed this purchase. */
async function findPlaced(ctx: RequestContext, buyerId: string, key: string) {
  return repository.findGroupByKey(ctx.db, buyerId, key);
}

type Line = { productId: string; quantity: number };

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
function requestFingerprint(lines: Line[], deliveries: DeliveryChoice[], sellers: Set<string>, input: Checkout) {
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

function requireBuyer(ctx: RequestContext): string {
  if (!ctx.actor.userId) throw new AppError('unauthorized');
  return ctx.actor.userId;
}

export function createOrdersService(deps: OrdersServiceDeps) {
  async function codPossible(ctx: RequestContext, groupId: string): Promise<boolean> {
    const waiting = (await repository.listGroupOrders(ctx.db, groupId)).filter(
      (order) => order.status === 'placed' && order.paymentStatus === 'unpaid',
    );
    for (const order of waiting) {
      const { carrierId, kind } = order.delivery;
      if (!carrierId || !(await deps.logistics.offersCodVariant(ctx, order.companyId, carrierId, kind))) return false;
    }
    return waiting.length > 0;
  }

  /** A purchase with each of its orders in full, amounts as the buyer saw them. */
  async function present(ctx: RequestContext, group: OrderGroupRow): Promise<Purchase> {
    const rows = await repository.listGroupOrders(ctx.db, group.id);
    const orders = await presentOrders(
      ctx,
      rows.map((order) => ({ order, group })),
      deps.sellers,
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

  /**
   * What a request sent again with a key that placed `group` means. While the cart still holds
   * something to buy, that is what it means; once the purchase emptied it, the request meant what
   * the purchase holds (its lines, and the deliveries it went with unless the request names them).
   */
  async function retryFingerprint(ctx: RequestContext, group: OrderGroupRow, input: Checkout): Promise<string> {
    const lines = await deps.cart.checkoutLines(ctx);
    const found = await deps.products.forCart(
      ctx,
      lines.map((line) => line.productId),
    );
    const buyable = new Map(
      found.filter((product) => product.purchasable).map((product) => [product.card.id, product]),
    );
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
  async function answerPlaced(
    ctx: RequestContext,
    group: OrderGroupRow,
    fingerprint: string | (() => Promise<string>),
  ) {
    if (group.requestFingerprint !== null) {
      const mine = typeof fingerprint === 'string' ? fingerprint : await fingerprint();
      if (mine !== group.requestFingerprint) throw new AppError('idempotency_key_reused');
    }
    return present(ctx, group);
  }

  /**
   * What the cart becomes: its purchasable lines by seller, each with its items' worth (euro cents)
   * and its delivery checked against the seller's offer. Throws the checkout's refusals.
   */
  async function plan(ctx: RequestContext, lines: Line[], deliveries: DeliveryChoice[]) {
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
    const asked = [...sellers].map(([companyId, sellerLines]) => {
      const choices = deliveries.filter((choice) => choice.companyId === companyId);
      if (choices.length === 0) throw new AppError('no_shipping_method', { companyId });
      if (choices.length > 1) throw new AppError('too_many_delivery_options', { companyId });
      const itemsBase = sellerLines.reduce(
        (sum, line) => sum + (products.get(line.productId)?.basePrice ?? 0) * line.quantity,
        0,
      );
      return { companyId, lines: sellerLines, itemsBase, choice: choices[0]! };
    });
    // Every seller's offer is read at once: a purchase costs the same few statements for any number of sellers.
    const resolved = await deps.logistics.resolveDeliveries(ctx, asked);
    for (const [index, { choice: _choice, ...part }] of asked.entries()) {
      parts.push({ ...part, delivery: resolved[index]! });
    }
    return { buyable, products, parts };
  }

  return {
    /**
     * Places the buyer's cart as one purchase: one order per seller, in one transaction — stock
     * taken line by line (any short line takes nothing back and names the product), prices,
     * titles, rate and commission copied in, the cart emptied. Each seller's delivery is the one
     * the request names, else the one chosen on the cart. The same Idempotency-Key again answers
     * the purchase it placed if the request means the same (its fingerprint), else 422
     * idempotency_key_reused and nothing is placed.
     */
    async place(ctx: RequestContext, idempotencyKey: string, input: Checkout): Promise<Purchase> {
      const buyerId = requireBuyer(ctx);
      const placed = await findPlaced(ctx, buyerId, idempotencyKey);
      if (placed) return answerPlaced(ctx, placed, () => retryFingerprint(ctx, placed, input));

      const lines = await deps.cart.checkoutLines(ctx);
      const deliveries = input.deliveries ?? (await deps.cart.checkoutDeliveries(ctx));
      // Checked first without holding anything, so a wrong choice costs no lock.
      const draft = await plan(ctx, lines, deliveries);
      const fingerprint = requestFingerprint(
        draft.buyable,
        deliveries,
        new Set(draft.parts.map((part) => part.companyId)),
        input,
      );

      try {
        const group = await inTransaction(ctx, async (tx) => {
          await deps.products.takeStock(tx, draft.buyable);
          // The rows are now locked by this transaction: prices and thresholds read again cannot move.
          const { parts, products } = await plan(tx, draft.buyable, deliveries);
          const quote = await deps.currencies.quoteFor(tx);
          const row = await repository.insertGroup(tx.db, {
            buyerId,
            idempotencyKey,
            requestFingerprint: fingerprint,
            currency: quote.currency,
            scaledRate: quote.scaledRate,
            contact: input.contact,
            shippingAddress: input.shippingAddress,
            invoice: input.invoice,
            createdAt: tx.now(),
          });
          const payBy = new Date(tx.now().getTime() + deps.paymentMinutes * 60_000);
          const companyIds = parts.map((part) => part.companyId);
          // One after the other: a transaction has one connection.
          const rates = await deps.sellers.commissionsFor(tx, companyIds);
          const numbers = await repository.nextOrderNumbers(tx.db, parts.length);
          const orders = await repository.insertOrders(
            tx.db,
            parts.map((part, index) => {
              const basisPoints = rates.get(part.companyId) ?? 0;
              const cod = part.delivery.snapshot.cod;
              return {
                groupId: row.id,
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
                const product = products.get(line.productId);
                const unitPrice = product?.basePrice ?? 0;
                return {
                  orderId: orders[index]!.id,
                  productId: line.productId,
                  title: product?.card.title ?? '',
                  unitPrice,
                  quantity: line.quantity,
                  lineTotal: unitPrice * line.quantity,
                };
              }),
            ),
          );
          const placed: PlacedOrder[] = orders.map((order) => ({
            order,
            lines: lines.filter((line) => line.orderId === order.id),
          }));
          await deps.cart.clearForBuyer(tx);
          await deps.mails.placed(tx, row, placed);
          return row;
        });
        return present(ctx, group);
      } catch (error) {
        // The same key sent twice at once: the other request placed it.
        if (isUniqueViolation(error)) {
          const other = await findPlaced(ctx, buyerId, idempotencyKey);
          if (other) return answerPlaced(ctx, other, fingerprint);
        }
        if (error instanceof AppError) throw error;
        ctx.log.error({ err: error }, 'placing an order failed');
        throw new AppError('order_failed');
      }
    },

    /**
     * For the payments module, inside the transaction that applies a confirmed payment: its orders
     * become paid (a cancelled one owes a refund instead).
     */
    async markPaid(ctx: RequestContext, orderIds: string[]): Promise<{ paid: string[]; closed: string[] }> {
      const { paid, closed } = await repository.markPaid(ctx.db, orderIds, ctx.now());
      for (const order of paid) {
        const group = await repository.findGroupById(ctx.db, order.groupId);
        if (group) await deps.mails.paid(ctx, group, { order, lines: await repository.listLines(ctx.db, [order.id]) });
      }
      return { paid: paid.map((order) => order.id), closed };
    },

    /**
     * For the payments module: the purchase's orders waiting for an online payment, each with its
     * total in minor units exactly as the purchase shows it (and in euro cents).
     */
    async dueOrders(ctx: RequestContext, groupId: string) {
      const purchase = await this.getPurchase(ctx, groupId);
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
    },

    /** For the payments module: the numbers of some orders, for people to find them. */
    async numbersOf(ctx: RequestContext, orderIds: string[]): Promise<string[]> {
      return repository.numbersOf(ctx.db, orderIds);
    },

    /** For the payments module: a cancelled order's money went back to the buyer. */
    async markRefunded(ctx: RequestContext, orderId: string): Promise<void> {
      await repository.markRefunded(ctx.db, orderId, ctx.now());
    },

    /** The buyer's orders, newest first, a page at a time. */
    async listMine(ctx: RequestContext, page: number): Promise<BuyerOrderList> {
      const buyerId = requireBuyer(ctx);
      const { rows, total } = await repository.listOrders(
        ctx.db,
        { buyerId },
        { limit: ORDER_PAGE_SIZE, offset: (page - 1) * ORDER_PAGE_SIZE },
      );
      return {
        items: await presentOrders(ctx, rows, deps.sellers, presentBuyerOrder),
        total,
        page,
        pageSize: ORDER_PAGE_SIZE,
      };
    },

    /** One of the buyer's purchases (/payment-selection); another buyer's is not found. */
    async getPurchase(ctx: RequestContext, groupId: string): Promise<Purchase> {
      const group = await repository.findGroup(ctx.db, groupId, requireBuyer(ctx));
      if (!group) throw new AppError('not_found');
      return present(ctx, group);
    },

    /**
     * How the buyer will pay the purchase's unpaid orders: cash on delivery (they stop waiting for
     * a payment and keep their stock) or later, online, before their time runs out.
     */
    async choosePayment(ctx: RequestContext, groupId: string, choice: PaymentChoice): Promise<Purchase> {
      const group = await repository.findGroup(ctx.db, groupId, requireBuyer(ctx));
      if (!group) throw new AppError('not_found');
      if (choice.method === 'cod') {
        if (!(await codPossible(ctx, group.id))) throw new AppError('payment_method_unavailable');
        await repository.payGroupOnDelivery(ctx.db, group.id, ctx.now());
      }
      return present(ctx, group);
    },

    /**
     * Whether the purchase's waiting orders can all be paid on delivery: each seller offers the
     * cash-on-delivery variant of the delivery the buyer chose.
     */
    codPossible: (ctx: RequestContext, groupId: string) => codPossible(ctx, groupId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
