import type { Cart, CartDeliveriesInput, CartLineInput } from '@glowmarket/shared/cart';
import type { JobKind } from '../../lib/jobs';
import type { RequestContext } from '../../lib/context';
import { setDeliveries } from './cart-deliveries';
import { addLine, emptyCart, removeLine, setQuantity } from './cart-lines';
import { findCart, ownerOf } from './cart-owner';
import type { CartServiceDeps } from './cart.deps';
import * as repository from './cart.repository';
import { checkoutDeliveries, checkoutLines, clearForBuyer } from './checkout-cart';
import { mergeCarts } from './merge-carts';
import { presentCart } from './present-cart';

export type { CartServiceDeps } from './cart.deps';

/** A visitor's cart nobody touched for this long is deleted (a buyer's stays with the account). */
export const VISITOR_CART_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * A visitor's or buyer's cart: its lines (cart-lines.ts), each seller's delivery
 * (cart-deliveries.ts), the visitor's cart joining the buyer's at login (merge-carts.ts), and what
 * checkout takes from it (checkout-cart.ts). Each use case takes its deps first; this binds them
 * and defines the nightly clean-up of abandoned visitors' carts.
 */
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

  return {
    checkoutLines: (ctx: RequestContext) => checkoutLines(ctx),
    checkoutDeliveries: (ctx: RequestContext) => checkoutDeliveries(ctx),
    clearForBuyer: (ctx: RequestContext) => clearForBuyer(ctx),
    async get(ctx: RequestContext, token: string | undefined): Promise<Cart> {
      return presentCart(deps, ctx, { cart: await findCart(ctx, ownerOf(ctx, token)), newToken: null });
    },
    addLine: (ctx: RequestContext, token: string | undefined, input: CartLineInput) =>
      addLine(deps, ctx, { ...input, token }),
    setQuantity: (ctx: RequestContext, token: string | undefined, productId: string, quantity: number) =>
      setQuantity(deps, ctx, { token, productId, quantity }),
    removeLine: (ctx: RequestContext, token: string | undefined, productId: string) =>
      removeLine(deps, ctx, { token, productId }),
    empty: (ctx: RequestContext, token: string | undefined) => emptyCart(deps, ctx, token),
    setDeliveries: (ctx: RequestContext, token: string | undefined, input: CartDeliveriesInput) =>
      setDeliveries(deps, ctx, { token, choice: input }),
    merge: (ctx: RequestContext, token: string) => mergeCarts(deps, ctx, token),
  };
}

export type CartService = ReturnType<typeof createCartService>;
