import { MAX_CART_LINES, MAX_CART_QUANTITY, type Cart } from '@glowmarket/shared/cart';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { sha256 } from '../../lib/crypto';
import { dropOrphanDeliveries } from './cart-lines';
import type { CartServiceDeps } from './cart.deps';
import * as repository from './cart.repository';
import { presentCart } from './present-cart';

/**
 * At login: the visitor's cart joins the buyer's. A product in both keeps the sum, capped at
 * what is in stock; the visitor's cart is then gone, so its token finds nothing.
 */
export async function mergeCarts(
  deps: Pick<CartServiceDeps, 'products' | 'deliveries'>,
  ctx: RequestContext,
  token: string,
): Promise<Cart> {
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
    await dropOrphanDeliveries(deps, tx, buyers.id);
    await repository.touchCart(tx.db, buyers.id, tx.now());
    return buyers;
  });
  return presentCart(deps, ctx, { cart, newToken: null });
}
