import {
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  type Cart,
  type CartLineInput,
  type CartSeller,
} from '@glowmarket/shared/cart';
import type { ProductCard, QuotedMoney } from '@glowmarket/shared/catalog';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction, type Clock, type RequestContext } from '../../lib/context';
import type { JobKind, JobQueue } from '../../lib/jobs';
import { randomToken, sha256 } from '../../lib/crypto';
import * as repository from './cart.repository';
import type { CartRow } from './cart.tables';

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
  quote: { price(baseAmount: number): QuotedMoney };
}

export interface CartServiceDeps {
  /** The catalog: cards, prices and stock of the products in a cart. */
  products: { forCart(ctx: RequestContext, ids: string[]): Promise<CartProduct[]> };
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
  async function cartToChange(ctx: RequestContext, owner: Owner): Promise<{ cart: CartRow; newToken: string | null }> {
    if (owner.userId) return { cart: await repository.ensureUserCart(ctx.db, owner.userId, ctx.now()), newToken: null };
    const existing = await findCart(ctx, owner);
    if (existing) return { cart: existing, newToken: null };
    const token = randomToken();
    return { cart: await repository.insertVisitorCart(ctx.db, sha256(token), ctx.now()), newToken: token };
  }

  async function productFor(ctx: RequestContext, productId: string): Promise<CartProduct> {
    const [product] = UUID.test(productId) ? await deps.products.forCart(ctx, [productId]) : [];
    if (!product?.purchasable) throw new AppError('not_found');
    return product;
  }

  /** The cart as the buyer sees it: lines by seller, in the buyer's currency, with what changed. */
  async function present(ctx: RequestContext, cart: CartRow | undefined, newToken: string | null): Promise<Cart> {
    const lines = cart ? await repository.listLines(ctx.db, cart.id) : [];
    const found = await deps.products.forCart(
      ctx,
      lines.map((line) => line.productId),
    );
    const products = new Map(found.map((product) => [product.card.id, product]));
    const quote = found[0]?.quote;
    const sellers = new Map<string, CartSeller & { base: number }>();
    let itemCount = 0;
    let totalBase = 0;
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product) continue;
      const { card } = product;
      const seller = sellers.get(card.company.id) ?? {
        company: card.company,
        lines: [],
        subtotal: product.quote.price(0),
        base: 0,
      };
      const lineBase = product.basePrice * line.quantity;
      seller.lines.push({
        productId: card.id,
        title: card.title,
        image: card.image,
        quantity: line.quantity,
        available: product.stock,
        purchasable: product.purchasable,
        unitPrice: card.price,
        previousUnitPrice: line.unitPriceAtAdd === product.basePrice ? null : product.quote.price(line.unitPriceAtAdd),
        lineTotal: product.quote.price(lineBase),
      });
      itemCount += line.quantity;
      // What can no longer be bought is shown, but counts in no total.
      if (product.purchasable) {
        seller.base += lineBase;
        totalBase += lineBase;
      }
      sellers.set(card.company.id, seller);
    }
    const quoteTotal = (base: number) =>
      quote ? quote.price(base) : { amount: 0, currency: ctx.currency, base: { amount: 0, currency: 'EUR' as const } };
    return {
      cartToken: newToken,
      itemCount,
      sellers: [...sellers.values()].map(({ base, ...seller }) => ({ ...seller, subtotal: quoteTotal(base) })),
      total: quoteTotal(totalBase),
    };
  }

  return {
    /** For checkout: the buyer's lines as they are now. */
    async checkoutLines(ctx: RequestContext): Promise<{ productId: string; quantity: number }[]> {
      const cart = ctx.actor.userId ? await repository.findCartByUser(ctx.db, ctx.actor.userId) : undefined;
      return cart ? repository.listLines(ctx.db, cart.id) : [];
    },

    /** For checkout, in its transaction: what was ordered leaves the cart. */
    async clearForBuyer(ctx: RequestContext): Promise<void> {
      const cart = ctx.actor.userId ? await repository.findCartByUser(ctx.db, ctx.actor.userId) : undefined;
      if (cart) await repository.deleteLines(ctx.db, cart.id);
    },

    async get(ctx: RequestContext, token: string | undefined): Promise<Cart> {
      return present(ctx, await findCart(ctx, ownerOf(ctx, token)), null);
    },

    /** Adds to a line (or makes it); the whole line must be in stock. */
    async addLine(ctx: RequestContext, token: string | undefined, input: CartLineInput): Promise<Cart> {
      const product = await productFor(ctx, input.productId);
      const { cart, newToken } = await inTransaction(ctx, async (tx) => {
        const target = await cartToChange(tx, ownerOf(tx, token));
        const lines = await repository.listLines(tx.db, target.cart.id);
        const existing = lines.find((line) => line.productId === input.productId);
        if (!existing && lines.length >= MAX_CART_LINES) throw new AppError('cart_full');
        const quantity = Math.min((existing?.quantity ?? 0) + input.quantity, MAX_CART_QUANTITY);
        if (quantity > product.stock) throw shortOfStock(input.productId, product.stock);
        await repository.putLine(tx.db, {
          cartId: target.cart.id,
          productId: input.productId,
          quantity,
          unitPriceAtAdd: existing?.unitPriceAtAdd ?? product.basePrice,
          addedAt: existing?.addedAt ?? tx.now(),
        });
        await repository.touchCart(tx.db, target.cart.id, tx.now());
        return target;
      });
      return present(ctx, cart, newToken);
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

    async removeLine(ctx: RequestContext, token: string | undefined, productId: string): Promise<Cart> {
      const cart = await findCart(ctx, ownerOf(ctx, token));
      if (!cart || !UUID.test(productId) || !(await repository.deleteLine(ctx.db, cart.id, productId))) {
        throw new AppError('not_found');
      }
      return present(ctx, cart, null);
    },

    async empty(ctx: RequestContext, token: string | undefined): Promise<Cart> {
      const cart = await findCart(ctx, ownerOf(ctx, token));
      if (cart) await repository.deleteLines(ctx.db, cart.id);
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
        await repository.deleteCart(tx.db, visitors.id);
        await repository.touchCart(tx.db, buyers.id, tx.now());
        return buyers;
      });
      return present(ctx, cart, null);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
