import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './cart.routes';
import { createCartService, type CartServiceDeps } from './cart.service';

/** The buyer's or visitor's cart under /api/cart, with each seller's delivery quoted. */
export function createCartModule(deps: CartServiceDeps) {
  const cart = createCartService(deps);
  return {
    cart,
    async register(app: FastifyInstance) {
      await app.register(cartRoutes(cart), { prefix: '/api/cart' });
    },
  };
}
