import {
  OPERATORS,
  operatorAccountListSchema,
  operatorAccountSchema,
  operatorInputSchema,
  operatorParamsSchema,
} from '@glowmarket/shared/operators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSeller } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { OperatorsService } from './operators.service';

const errors = errorResponses(400, 401, 403, 404);

/** /api/seller/operators: the company's accounts with InPost ShipX, Autopay and Przelewy24; keys never answered. */
export function sellerOperatorsRoutes(operators: OperatorsService): FastifyPluginAsyncZod {
  const tags = ['seller'];
  return async (app) => {
    app.addHook('onRequest', requireSeller);

    app.get(
      '/operators',
      {
        schema: {
          tags,
          summary: 'The company’s operator accounts: ids shown, keys only as set or not',
          response: { 200: operatorAccountListSchema, ...errors },
        },
      },
      async (request) => ({ items: await operators.list(request.ctx) }),
    );

    // One route per operator, so each body is checked against that operator's fields.
    for (const operator of OPERATORS) {
      app.put(
        `/operators/${operator}`,
        {
          schema: {
            tags,
            summary: `Save the ${operator} account; an empty key keeps the stored one`,
            body: operatorInputSchema(operator),
            response: { 200: operatorAccountSchema, ...errors },
          },
        },
        (request) => operators.save(request.ctx, operator, request.body as Parameters<OperatorsService['save']>[2]),
      );
    }

    app.post(
      '/operators/:operator/check',
      {
        schema: {
          tags,
          summary: 'Ask the operator whether it accepts the saved credentials',
          params: operatorParamsSchema,
          response: { 200: operatorAccountSchema, ...errorResponses(409), ...errors },
        },
      },
      (request) => operators.check(request.ctx, request.params.operator),
    );

    app.delete(
      '/operators/:operator',
      {
        schema: {
          tags,
          summary: 'Forget the account and its keys',
          params: operatorParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await operators.remove(request.ctx, request.params.operator);
        return reply.status(204).send(null);
      },
    );
  };
}
