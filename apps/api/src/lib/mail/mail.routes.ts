import { undeliveredMailListSchema } from '@glowmarket/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../app-error';
import { requireAdmin } from '../guards';
import { errorResponses } from '../route-errors';
import type { Mailer } from './mailer';

const errors = errorResponses(401, 403, 404);
const byId = z.object({ id: z.uuid() });

/** /api/admin/mail: mails that failed every try, so the operator can send them again or drop them. */
export function adminMailRoutes(mailer: Mailer): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get(
      '/mail/undelivered',
      {
        schema: {
          tags,
          summary: 'Mails that failed every try',
          response: { 200: undeliveredMailListSchema, ...errors },
        },
      },
      async () => ({ items: await mailer.listUndelivered() }),
    );

    app.post(
      '/mail/undelivered/:id/retry',
      {
        schema: {
          tags,
          summary: 'Queue an undelivered mail again',
          params: byId,
          response: { 204: z.null(), ...errorResponses(400), ...errors },
        },
      },
      async (request, reply) => {
        if (!(await mailer.retryUndelivered(request.ctx, request.params.id))) throw new AppError('not_found');
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/mail/undelivered/:id',
      {
        schema: {
          tags,
          summary: 'Give up on an undelivered mail',
          params: byId,
          response: { 204: z.null(), ...errorResponses(400), ...errors },
        },
      },
      async (request, reply) => {
        if (!(await mailer.discardUndelivered(request.ctx, request.params.id))) throw new AppError('not_found');
        return reply.status(204).send(null);
      },
    );
  };
}
