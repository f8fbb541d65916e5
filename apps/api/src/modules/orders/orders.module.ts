import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../lib/context';
import { createOrderLife, type OrderLifeDeps } from './order-life.service';
import { createOrderMails, type OrderMailsDeps } from './order-mails';
import { adminOrdersRoutes, ordersRoutes, sellerOrdersRoutes } from './orders.routes';
import { createOrdersService, type OrdersServiceDeps } from './orders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work the server runs by the clock, callable at once (tests, tools). */
    scheduled: { expireUnpaidOrders(ctx: RequestContext): Promise<number> };
  }
}

export interface OrdersModuleDeps {
  mails: OrderMailsDeps;
  /** What placing an order needs. */
  placing: Omit<OrdersServiceDeps, 'mails'>;
  /** What an order's life after placing needs: sellers' handling, expiry, cancelling, statements. */
  life: Omit<OrderLifeDeps, 'mails'>;
  /** The site module: the VAT on the commission, which the operator sets. */
  site: Parameters<typeof adminOrdersRoutes>[1];
}

/** Orders: placing them (/api/orders), sellers handling theirs, the operator's view and statements. */
export function createOrdersModule(deps: OrdersModuleDeps) {
  const mails = createOrderMails(deps.mails);
  const orders = createOrdersService({ ...deps.placing, mails });
  const life = createOrderLife({ ...deps.life, mails });
  return {
    orders,
    life,
    async register(app: FastifyInstance) {
      app.decorate('scheduled', { expireUnpaidOrders: (ctx: RequestContext) => life.expireDue(ctx) });
      await app.register(ordersRoutes(orders), { prefix: '/api/orders' });
      await app.register(sellerOrdersRoutes(life), { prefix: '/api/seller' });
      await app.register(adminOrdersRoutes(life, deps.site), { prefix: '/api/admin' });
    },
  };
}
