import { paymentSchema } from '@glowmarket/shared/payments';
import { idParamsSchema } from '@glowmarket/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors';
import type { PaymentStatus } from './payment-status';

/**
 * /api/payments/:id/result: where the result page the operator sends the buyer back to reads the
 * payment. No session is needed — the page may be on another host name than the shop — the
 * payment's id is what its return address carries.
 */
export function paymentResultRoutes(status: PaymentStatus): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/result',
      {
        schema: {
          tags: ['payments'],
          summary: 'A payment for its result page, asking its operator first where the operator can be asked',
          params: idParamsSchema,
          response: { 200: paymentSchema, ...errorResponses(400, 404) },
        },
      },
      (request) => status.afterReturn(request.ctx, request.params.id),
    );
  };
}
