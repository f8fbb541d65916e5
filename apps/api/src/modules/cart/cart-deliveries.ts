import type { Cart, CartDeliveriesInput } from '@glowmarket/shared/cart';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import { findCart, ownerOf } from './cart-owner';
import type { CartServiceDeps, KeptDelivery } from './cart.deps';
import * as repository from './cart.repository';
import { presentCart } from './present-cart';

/**
 * Keeps one seller's delivery, or several, on the caller's cart: each checked against what the
 * seller offers now (a method it does not offer, a locker out of service or a shop not its own
 * is refused and nothing is kept); a locker, pickup point or shop may follow later.
 */
export async function setDeliveries(
  deps: Pick<CartServiceDeps, 'products' | 'deliveries'>,
  ctx: RequestContext,
  input: { token: string | undefined; choice: CartDeliveriesInput },
): Promise<Cart> {
  const cart = await findCart(ctx, ownerOf(ctx, input.token));
  if (!cart) throw new AppError('not_found');
  const choices = 'deliveries' in input.choice ? input.choice.deliveries : [input.choice];
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
  return presentCart(deps, ctx, { cart, newToken: null });
}
