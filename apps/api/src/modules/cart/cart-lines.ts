import { MAX_CART_LINES, MAX_CART_QUANTITY, type Cart, type CartLineInput } from '@glowmarket/shared/cart';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { cartToChange, findCart, ownerOf } from './cart-owner';
import type { CartProduct, CartServiceDeps } from './cart.deps';
import * as repository from './cart.repository';
import { presentCart } from './present-cart';

type Deps = Pick<CartServiceDeps, 'products' | 'deliveries'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function shortOfStock(productId: string, available: number): AppError {
  return new AppError('insufficient_stock', { productId, available });
}

async function productFor(
  deps: Pick<CartServiceDeps, 'products'>,
  ctx: RequestContext,
  productId: string,
): Promise<CartProduct> {
  const [product] = UUID.test(productId) ? await deps.products.forCart(ctx, [productId]) : [];
  if (!product?.purchasable) throw new AppError('not_found');
  return product;
}

/** Forgets the deliveries of sellers none of whose products are left in the cart. */
export async function dropOrphanDeliveries(
  deps: Pick<CartServiceDeps, 'products'>,
  ctx: RequestContext,
  cartId: string,
): Promise<void> {
  const lines = await repository.listLines(ctx.db, cartId);
  const found = await deps.products.forCart(
    ctx,
    lines.map((line) => line.productId),
  );
  await repository.deleteDeliveriesExcept(ctx.db, cartId, [
    ...new Set(found.map((product) => product.card.company.id)),
  ]);
}

/** Adds to a line (or makes it); the whole line must be in stock. */
export async function addLine(
  deps: Deps,
  ctx: RequestContext,
  input: CartLineInput & { token: string | undefined },
): Promise<Cart> {
  const { token } = input;
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
  return presentCart(deps, ctx, { cart, newToken, known });
}

/** Sets a line's quantity; all of it must be in stock. */
export async function setQuantity(
  deps: Deps,
  ctx: RequestContext,
  input: { token: string | undefined; productId: string; quantity: number },
): Promise<Cart> {
  const { productId, quantity } = input;
  const cart = await findCart(ctx, ownerOf(ctx, input.token));
  const line = cart && (await repository.listLines(ctx.db, cart.id)).find((row) => row.productId === productId);
  if (!cart || !line) throw new AppError('not_found');
  const product = await productFor(deps, ctx, productId);
  if (quantity > product.stock) throw shortOfStock(productId, product.stock);
  await repository.putLine(ctx.db, { ...line, quantity });
  await repository.touchCart(ctx.db, cart.id, ctx.now());
  return presentCart(deps, ctx, { cart, newToken: null });
}

/** Removes a line; the seller's delivery goes with its last line. */
export async function removeLine(
  deps: Deps,
  ctx: RequestContext,
  input: { token: string | undefined; productId: string },
): Promise<Cart> {
  const { productId } = input;
  const cart = await findCart(ctx, ownerOf(ctx, input.token));
  if (!cart || !UUID.test(productId)) throw new AppError('not_found');
  await inTransaction(ctx, async (tx) => {
    if (!(await repository.deleteLine(tx.db, cart.id, productId))) throw new AppError('not_found');
    await dropOrphanDeliveries(deps, tx, cart.id);
  });
  return presentCart(deps, ctx, { cart, newToken: null });
}

/** Empties the cart: every line, and the deliveries with them. */
export async function emptyCart(deps: Deps, ctx: RequestContext, token: string | undefined): Promise<Cart> {
  const cart = await findCart(ctx, ownerOf(ctx, token));
  if (cart) {
    await inTransaction(ctx, async (tx) => {
      await repository.deleteLines(tx.db, cart.id);
      await repository.deleteDeliveriesExcept(tx.db, cart.id, []);
    });
  }
  return presentCart(deps, ctx, { cart, newToken: null });
}
