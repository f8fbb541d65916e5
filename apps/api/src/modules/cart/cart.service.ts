import {
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  type Cart,
  type CartDeliveriesInput,
  type CartDelivery,
  type CartDeliveryOption,
  type CartLine,
  type CartLineInput,
  type FreeDelivery,
} from '@glowmarket/shared/cart';
import type { ProductCard, QuotedMoney } from '@glowmarket/shared/catalog';
import type { DeliveryKind } from '@glowmarket/shared/logistics';
import type { DeliveryChoice } from '@glowmarket/shared/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction, type Clock, type RequestContext } from '../../lib/context';
import type { JobKind, JobQueue } from '../../lib/jobs';
import { randomToken, sha256 } from '../../lib/crypto';
import { addShown, multiplyShown } from '../../lib/money';
import * as repository from './cart.repository';
import type { CartDeliveryRow, CartLineRow, CartRow } from './cart.tables';

/** A visitor's cart nobody touched for this long is deleted (a buyer's stays with the account). */
export const VISITOR_CART_DAYS = 30;
const DAY_MS = 86_400_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CartProduct {
  card: ProductCard;
  /** Euro cents now. */
  basePrice: number;
  stock: number;
  purchasable: boolean;
  /** Working days until the seller sends it (the product's "Ships in N days"). */
  dispatchDays: number;
  quote: { price(baseAmount: number): QuotedMoney };
}

/** A seller's delivery as the cart keeps it. */
export interface KeptDelivery {
  optionId: string | null;
  kind: DeliveryKind;
  pointName: string | null;
  pointAddress: string | null;
  shopId: string | null;
}

export interface CartServiceDeps {
  /** The catalog: cards, prices and stock of the products in a cart. */
  products: { forCart(ctx: RequestContext, ids: string[]): Promise<CartProduct[]> };
  /** The logistics module: a chosen delivery checked, and each seller's quote. */
  deliveries: {
    checkChoice(ctx: RequestContext, choice: DeliveryChoice): Promise<KeptDelivery>;
    quoteSellers(
      ctx: RequestContext,
      quote: (baseAmount: number) => QuotedMoney,
      sellers: {
        companyId: string;
        lines: { unitBase: number; quantity: number }[];
        choice: KeptDelivery | null;
      }[],
    ): Promise<
      {
        subtotal: QuotedMoney;
        deliveryOptions: { available: boolean; options: CartDeliveryOption[] };
        delivery: CartDelivery | null;
        freeDelivery: FreeDelivery;
        deliveryPrice: QuotedMoney;
        total: QuotedMoney;
        complete: boolean;
      }[]
    >;
  };
  /** For the nightly clean-up of abandoned visitors' carts. */
  db: Database;
  jobs: JobQueue;
  clock: Clock;
}

/** Whose cart a request is about: the buyer's (logged in), else the visitor's token, if any. */
interface Owner {
  userId: string | undefined;
  token: string | undefined;
}

const ownerOf = (ctx: RequestContext, token: string | undefined): Owner => ({ userId: ctx.actor.userId, token });

const keptOf = (row: CartDeliveryRow): KeptDelivery => ({
  optionId: row.optionId,
  kind: row.kind,
  pointName: row.pointName,
  pointAddress: row.pointAddress,
  shopId: row.shopId,
});

function shortOfStock(productId: string, available: number): AppError {
  return new AppError('insufficient_stock', { productId, available });
}

export function createCartService(deps: CartServiceDeps) {
  const cleanUp: JobKind<Record<string, never>> = {
    name: 'cart-clean-up',
    retryLimit: 2,
    retryDelaySeconds: 600,
    backoff: false,
    cron: '40 3 * * *',
    run: async () => {
      await repository.deleteVisitorCartsBefore(
        deps.db,
        new Date(deps.clock.now().getTime() - VISITOR_CART_DAYS * DAY_MS),
      );
    },
  };
  deps.jobs.define(cleanUp);

  async function findCart(ctx: RequestContext, owner: Owner): Promise<CartRow | undefined> {
    if (owner.userId) return repository.findCartByUser(ctx.db, owner.userId);
    return owner.token ? repository.findCartByToken(ctx.db, sha256(owner.token)) : undefined;
  }

  /** The cart to change, made when there is none; a visitor's new cart comes with its token. */
  /** The cart to change, made when there is none (`touched`: its time of change is already now). */
  async function cartToChange(
    ctx: RequestContext,
    owner: Owner,
  ): Promise<{ cart: CartRow; newToken: string | null; touched: boolean }> {
    if (owner.userId) {
      return { cart: await repository.ensureUserCart(ctx.db, owner.userId, ctx.now()), newToken: null, touched: true };
    }
    const existing = await findCart(ctx, owner);
    if (existing) return { cart: existing, newToken: null, touched: false };
    const token = randomToken();
    return {
      cart: await repository.insertVisitorCart(ctx.db, sha256(token), ctx.now()),
      newToken: token,
      touched: true,
    };
  }

  async function productFor(ctx: RequestContext, productId: string): Promise<CartProduct> {
    const [product] = UUID.test(productId) ? await deps.products.forCart(ctx, [productId]) : [];
    if (!product?.purchasable) throw new AppError('not_found');
    return product;
  }

  /**
   * The cart as the buyer sees it: lines by seller in the buyer's currency, with what changed, and
   * its quote (each seller's delivery options, chosen delivery and amounts, the totals) from the
   * logistics module's delivery rules. `known`: what the caller has just read and written in its
   * transaction (the lines as they now are, the deliveries, the products), not read again.
   */
  async function present(
    ctx: RequestContext,
    cart: CartRow | undefined,
    newToken: string | null,
    known?: { lines: CartLineRow[]; kept: CartDeliveryRow[]; found: CartProduct[] },
  ): Promise<Cart> {
    const lines = known?.lines ?? (cart ? await repository.listLines(ctx.db, cart.id) : []);
    const kept = known?.kept ?? (cart && lines.length > 0 ? await repository.listDeliveries(ctx.db, cart.id) : []);
    const found =
      known?.found ??
      (await deps.products.forCart(
        ctx,
        lines.map((line) => line.productId),
      ));
    const products = new Map(found.map((product) => [product.card.id, product]));
    const choices = new Map(kept.map((row) => [row.companyId, keptOf(row)]));
    const quote = found[0]?.quote;
    const zero: QuotedMoney = quote
      ? quote.price(0)
      : { amount: 0, currency: ctx.currency, base: { amount: 0, currency: 'EUR' } };

    const sellers = new Map<string, { company: ProductCard['company']; lines: CartLine[]; bases: number[] }>();
    const orderable = new Map<string, { unitBase: number; quantity: number; dispatchDays: number }[]>();
    let itemCount = 0;
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) continue;
      const { card } = product;
      const seller = sellers.get(card.company.id) ?? { company: card.company, lines: [], bases: [] };
      const unitPrice = product.quote.price(product.basePrice);
      seller.lines.push({
        productId: card.id,
        title: card.title,
        image: card.image,
        quantity: line.quantity,
        available: product.stock,
        purchasable: product.purchasable,
        unitPrice,
        previousUnitPrice: line.unitPriceAtAdd === product.basePrice ? null : product.quote.price(line.unitPriceAtAdd),
        lineTotal: multiplyShown(unitPrice, line.quantity),
      });
      itemCount += line.quantity;
      // What can no longer be bought is shown, but counts in no total.
      const parts = orderable.get(card.company.id) ?? [];
      if (product.purchasable) {
        parts.push({ unitBase: product.basePrice, quantity: line.quantity, dispatchDays: product.dispatchDays });
      }
      orderable.set(card.company.id, parts);
      sellers.set(card.company.id, seller);
    }

    const groups = [...sellers.values()];
    const quotes = quote
      ? await deps.deliveries.quoteSellers(
          ctx,
          (amount) => quote.price(amount),
          groups.map((seller) => ({
            companyId: seller.company.id,
            lines: orderable.get(seller.company.id) ?? [],
            choice: choices.get(seller.company.id) ?? null,
          })),
        )
      : [];
    const presented = groups.map((seller, index) => {
      const quoted = quotes[index];
      if (!quoted) throw new Error('a seller of the cart has no quote');
      const { complete: _complete, ...amounts } = quoted;
      return { company: seller.company, lines: seller.lines, ...amounts };
    });
    const sum = (pick: (seller: (typeof presented)[number]) => QuotedMoney) =>
      presented.map(pick).reduce(addShown, zero);
    return {
      cartToken: newToken,
      itemCount,
      sellers: presented,
      total: sum((seller) => seller.subtotal),
      deliveryTotal: sum((seller) => seller.deliveryPrice),
      grandTotal: sum((seller) => seller.total),
      deliveriesComplete:
        quotes.length > 0 &&
        quotes.every((quoted) => quoted.complete) &&
        [...orderable.values()].some((parts) => parts.length > 0),
    };
  }

  /** Forgets the deliveries of sellers none of whose products are left in the cart. */
  async function dropOrphanDeliveries(ctx: RequestContext, cartId: string): Promise<void> {
    const lines = await repository.listLines(ctx.db, cartId);
    const found = await deps.products.forCart(
      ctx,
      lines.map((line) => line.productId),
    );
    await repository.deleteDeliveriesExcept(ctx.db, cartId, [
      ...new Set(found.map((product) => product.card.company.id)),
    ]);
  }

  return {
    /** For checkout: the buyer's lines as they are now. */
    async checkoutLines(ctx: RequestContext): Promise<{ productId: string; quantity: number }[]> {
      const cart = ctx.actor.userId ? await repository.findCartByUser(ctx.db, ctx.actor.userId) : undefined;
      return cart ? repository.listLines(ctx.db, cart.id) : [];
    },

    /** For checkout: each seller's delivery as the buyer chose it on the cart. */
    async checkoutDeliveries(ctx: RequestContext): Promise<DeliveryChoice[]> {
      const cart = ctx.actor.userId ? await repository.findCartByUser(ctx.db, ctx.actor.userId) : undefined;
      const rows = cart ? await repository.listDeliveries(ctx.db, cart.id) : [];
      return rows.map((row) => ({
        companyId: row.companyId,
        optionId: row.optionId,
        kind: row.kind,
        ...(row.pointName !== null && { pointName: row.pointName }),
        ...(row.shopId !== null && { shopId: row.shopId }),
      }));
    },

    /** For checkout, in its transaction: what was ordered leaves the cart, and its deliveries with it. */
    async clearForBuyer(ctx: RequestContext): Promise<void> {
      const cart = ctx.actor.userId ? await repository.findCartByUser(ctx.db, ctx.actor.userId) : undefined;
      if (!cart) return;
      await repository.deleteLines(ctx.db, cart.id);
      await repository.deleteDeliveriesExcept(ctx.db, cart.id, []);
    },

    async get(ctx: RequestContext, token: string | undefined): Promise<Cart> {
      return present(ctx, await findCart(ctx, ownerOf(ctx, token)), null);
    },

    /** Adds to a line (or makes it); the whole line must be in stock. */
    async addLine(ctx: RequestContext, token: string | undefined, input: CartLineInput): Promise<Cart> {
      if (!UUID.test(input.productId)) throw new AppError('not_found');
      // One transaction reads the cart and every product in it once, for the checks and the answer.
      const { cart, newToken, ...known } = await inTransaction(ctx, async (tx) => {
        const target = await cartToChange(tx, ownerOf(tx, token));
        const { lines, deliveries } = await repository.readCart(tx.db, target.cart.id);
        const existing = lines.find((line) => line.productId === input.productId);
        const found = await deps.products.forCart(tx, [
          ...lines.map((line) => line.productId),
          ...(existing ? [] : [input.productId]),
        ]);
        const product = found.find((candidate) => candidate.card.id === input.productId);
        if (!product?.purchasable) throw new AppError('not_found');
        if (!existing && lines.length >= MAX_CART_LINES) throw new AppError('cart_full');
        const quantity = Math.min((existing?.quantity ?? 0) + input.quantity, MAX_CART_QUANTITY);
        if (quantity > product.stock) throw shortOfStock(input.productId, product.stock);
        const line = {
          cartId: target.cart.id,
          productId: input.productId,
          quantity,
          unitPriceAtAdd: existing?.unitPriceAtAdd ?? product.basePrice,
          addedAt: existing?.addedAt ?? tx.now(),
        };
        await repository.putLine(tx.db, line);
        if (!target.touched) await repository.touchCart(tx.db, target.cart.id, tx.now());
        // The lines as they now are, in the order the cart lists them (by when each was added).
        const after = (existing ? lines.filter((row) => row.productId !== line.productId) : lines)
          .concat(line)
          .sort(
            (a, b) =>
              a.addedAt.getTime() - b.addedAt.getTime() ||
              (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0),
          );
        return { ...target, lines: after, kept: deliveries, found };
      });
      return present(ctx, cart, newToken, known);
    },

    async setQuantity(ctx: RequestContext, token: string | undefined, productId: string, quantity: number) {
      const cart = await findCart(ctx, ownerOf(ctx, token));
      const line = cart && (await repository.listLines(ctx.db, cart.id)).find((row) => row.productId === productId);
      if (!cart || !line) throw new AppError('not_found');
      const product = await productFor(ctx, productId);
      if (quantity > product.stock) throw shortOfStock(productId, product.stock);
      await repository.putLine(ctx.db, { ...line, quantity });
      await repository.touchCart(ctx.db, cart.id, ctx.now());
      return present(ctx, cart, null);
    },

    /** Removes a line; the seller's delivery goes with its last line. */
    async removeLine(ctx: RequestContext, token: string | undefined, productId: string): Promise<Cart> {
      const cart = await findCart(ctx, ownerOf(ctx, token));
      if (!cart || !UUID.test(productId)) throw new AppError('not_found');
      await inTransaction(ctx, async (tx) => {
        if (!(await repository.deleteLine(tx.db, cart.id, productId))) throw new AppError('not_found');
        await dropOrphanDeliveries(tx, cart.id);
      });
      return present(ctx, cart, null);
    },

    async empty(ctx: RequestContext, token: string | undefined): Promise<Cart> {
      const cart = await findCart(ctx, ownerOf(ctx, token));
      if (cart) {
        await inTransaction(ctx, async (tx) => {
          await repository.deleteLines(tx.db, cart.id);
          await repository.deleteDeliveriesExcept(tx.db, cart.id, []);
        });
      }
      return present(ctx, cart, null);
    },

    /**
     * Keeps one seller's delivery, or several, on the caller's cart: each checked against what the
     * seller offers now (a method it does not offer, a locker out of service or a shop not its own
     * is refused and nothing is kept); a locker, pickup point or shop may follow later.
     */
    async setDeliveries(ctx: RequestContext, token: string | undefined, input: CartDeliveriesInput): Promise<Cart> {
      const cart = await findCart(ctx, ownerOf(ctx, token));
      if (!cart) throw new AppError('not_found');
      const choices = 'deliveries' in input ? input.deliveries : [input];
      const companies = new Set(choices.map((choice) => choice.companyId));
      if (companies.size < choices.length) throw new AppError('too_many_delivery_options');
      const lines = await repository.listLines(ctx.db, cart.id);
      const sellers = new Set(
        (
          await deps.products.forCart(
            ctx,
            lines.map((line) => line.productId),
          )
        ).map((product) => product.card.company.id),
      );
      const checked: { companyId: string; kept: KeptDelivery }[] = [];
      for (const choice of choices) {
        // Only a seller whose products are in the cart has a delivery to choose.
        if (!sellers.has(choice.companyId)) throw new AppError('not_found', { companyId: choice.companyId });
        checked.push({ companyId: choice.companyId, kept: await deps.deliveries.checkChoice(ctx, choice) });
      }
      await inTransaction(ctx, async (tx) => {
        for (const { companyId, kept } of checked) {
          await repository.putDelivery(tx.db, { cartId: cart.id, companyId, ...kept, updatedAt: tx.now() });
        }
        await repository.touchCart(tx.db, cart.id, tx.now());
      });
      return present(ctx, cart, null);
    },

    /**
     * At login: the visitor's cart joins the buyer's. A product in both keeps the sum, capped at
     * what is in stock; the visitor's cart is then gone, so its token finds nothing.
     */
    async merge(ctx: RequestContext, token: string): Promise<Cart> {
      const userId = ctx.actor.userId;
      if (!userId) throw new AppError('unauthorized');
      const cart = await inTransaction(ctx, async (tx) => {
        const buyers = await repository.ensureUserCart(tx.db, userId, tx.now());
        const visitors = await repository.findCartByToken(tx.db, sha256(token));
        if (!visitors) return buyers;
        const [theirs, mine] = await Promise.all([
          repository.listLines(tx.db, visitors.id),
          repository.listLines(tx.db, buyers.id),
        ]);
        const products = new Map(
          (
            await deps.products.forCart(
              tx,
              theirs.map((line) => line.productId),
            )
          ).map((product) => [product.card.id, product]),
        );
        let count = mine.length;
        for (const line of theirs) {
          const product = products.get(line.productId);
          const existing = mine.find((row) => row.productId === line.productId);
          if (!product?.purchasable || (!existing && count >= MAX_CART_LINES)) continue;
          const quantity = Math.min((existing?.quantity ?? 0) + line.quantity, product.stock, MAX_CART_QUANTITY);
          if (quantity <= 0) continue;
          await repository.putLine(tx.db, {
            cartId: buyers.id,
            productId: line.productId,
            quantity,
            unitPriceAtAdd: existing?.unitPriceAtAdd ?? line.unitPriceAtAdd,
            addedAt: existing?.addedAt ?? line.addedAt,
          });
          if (!existing) count += 1;
        }
        // The visitor chose these deliveries last, just before logging in: they win.
        for (const row of await repository.listDeliveries(tx.db, visitors.id)) {
          await repository.putDelivery(tx.db, { ...row, cartId: buyers.id, updatedAt: tx.now() });
        }
        await repository.deleteCart(tx.db, visitors.id);
        await dropOrphanDeliveries(tx, buyers.id);
        await repository.touchCart(tx.db, buyers.id, tx.now());
        return buyers;
      });
      return present(ctx, cart, null);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
