import { errorBodySchema } from '@glowmarket/shared/errors';
import {
  checkoutSchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  orderGroupSchema,
} from '@glowmarket/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import type { OrdersService } from './orders.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  500: errorBodySchema,
};

/** /api/orders: a buyer places the cart as one purchase, one order per seller. */
export function ordersRoutes(orders: OrdersService): FastifyPluginAsyncZod {
  const tags = ['orders'];
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.post(
      '/',
      {
        schema: {
          tags,
          summary: 'Place the cart (Idempotency-Key header: the same key again answers the same purchase)',
          body: checkoutSchema,
          response: { 201: orderGroupSchema, ...errors },
        },
      },
      async (request, reply) => {
        const key = request.headers[IDEMPOTENCY_HEADER];
        if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
          throw new AppError('idempotency_key_required');
        }
        return reply.status(201).send(await orders.place(request.ctx, key, request.body));
      },
    );
  };
}
