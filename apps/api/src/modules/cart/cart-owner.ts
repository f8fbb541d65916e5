import type { RequestContext } from '../../lib/context';
import { randomToken, sha256 } from '../../lib/crypto';
import * as repository from './cart.repository';
import type { CartRow } from './cart.tables';

/** Whose cart a request is about: the buyer's (logged in), else the visitor's token, if any. */
export interface Owner {
  userId: string | undefined;
  token: string | undefined;
}

export const ownerOf = (ctx: RequestContext, token: string | undefined): Owner => ({ userId: ctx.actor.userId, token });

export async function findCart(ctx: RequestContext, owner: Owner): Promise<CartRow | undefined> {
  if (owner.userId) return repository.findCartByUser(ctx.db, owner.userId);
  return owner.token ? repository.findCartByToken(ctx.db, sha256(owner.token)) : undefined;
}

/**
 * The cart to change, made when there is none; a visitor's new cart comes with its token
 * (`touched`: its time of change is already now).
 */
export async function cartToChange(
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
