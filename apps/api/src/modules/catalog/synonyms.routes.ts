import { synonymGroupInputSchema, synonymGroupSchema } from '@glowmarket/shared/search-synonyms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { SynonymsService } from './synonyms.service';

const errors = errorResponses(400, 401, 403, 404);

/** The operator's search synonyms, under /api/admin. */
export function adminSynonymRoutes(synonyms: SynonymsService): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get(
      '/search-synonyms',
      {
        schema: {
          tags,
          summary: 'Every group of words the search treats as one',
          response: { 200: z.array(synonymGroupSchema), ...errors },
        },
      },
      (request) => synonyms.list(request.ctx),
    );

    app.post(
      '/search-synonyms',
      {
        schema: {
          tags,
          summary: 'Add a group of at least two words or phrases, stored normalised (lower case, no diacritics)',
          body: synonymGroupInputSchema,
          response: { 201: synonymGroupSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await synonyms.add(request.ctx, request.body)),
    );

    app.delete(
      '/search-synonyms/:id',
      {
        schema: {
          tags,
          summary: 'Remove a group',
          params: z.object({ id: z.uuid() }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await synonyms.remove(request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
