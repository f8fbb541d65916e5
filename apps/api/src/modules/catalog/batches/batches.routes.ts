import { productIdParamsSchema } from '@glowmarket/shared/catalog';
import {
  batchInputSchema,
  batchParamsSchema,
  batchSchema,
  expiringProductSchema,
  expirySettingsSchema,
} from '@glowmarket/shared/cosmetics';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../../lib/context';
import { requireSeller } from '../../../lib/guards';
import type { JobKind, JobQueue } from '../../../lib/jobs';
import { errorResponses } from '../../../lib/route-errors';
import type { StockDeps } from './batch-stock';
import { createBatchesService, type BatchesService } from './batches.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** /api/seller: a product's batches, the products expiring soon and the warning window. */
export function sellerBatchRoutes(batches: BatchesService): FastifyPluginAsyncZod {
  const tags = ['seller'];
  return async (app) => {
    app.addHook('onRequest', requireSeller);

    app.get(
      '/products/:id/batches',
      {
        schema: {
          tags,
          summary: "A product's batches, first to expire first; expired ones are kept for recalls and never sold",
          params: productIdParamsSchema,
          response: { 200: z.array(batchSchema), ...errors },
        },
      },
      (request) => batches.list(request.ctx, request.params.id),
    );

    app.post(
      '/products/:id/batches',
      {
        schema: {
          tags,
          summary: "Add a batch: the product's stock becomes the sum of its unexpired batches",
          params: productIdParamsSchema,
          body: batchInputSchema,
          response: { 201: batchSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await batches.create(request.ctx, request.params.id, request.body)),
    );

    app.put(
      '/products/:id/batches/:batchId',
      {
        schema: {
          tags,
          summary: 'Change a batch',
          params: batchParamsSchema,
          body: batchInputSchema,
          response: { 200: batchSchema, ...errors },
        },
      },
      (request) =>
        batches.update(request.ctx, { productId: request.params.id, batchId: request.params.batchId }, request.body),
    );

    app.delete(
      '/products/:id/batches/:batchId',
      {
        schema: {
          tags,
          summary: 'Delete a batch (order lines keep its code and date for a recall)',
          params: batchParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await batches.remove(request.ctx, { productId: request.params.id, batchId: request.params.batchId });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/stock/expiring',
      {
        schema: {
          tags,
          summary: "Sellable batches expiring within the company's warning window, soonest first",
          response: {
            200: z.object({ warningDays: z.number().int(), products: z.array(expiringProductSchema) }),
            ...errors,
          },
        },
      },
      (request) => batches.expiring(request.ctx),
    );

    app.put(
      '/stock/expiry-settings',
      {
        schema: {
          tags,
          summary: 'Set how many days before expiry products are flagged',
          body: expirySettingsSchema,
          response: { 200: expirySettingsSchema, ...errors },
        },
      },
      (request) => batches.saveExpirySettings(request.ctx, request.body),
    );
  };
}

/** Batches expire at midnight UTC: just after it, stock stops counting them. */
const SWEEP_CRON = '5 0 * * *';

/**
 * The batches part of the catalog, from its module's `register`: the seller's routes under
 * /api/seller, the daily sweep of expired batches, and the same sweep once the server is ready
 * (a server that was down at midnight would otherwise sell on a stale count until the next one).
 */
export async function registerBatches(
  app: FastifyInstance,
  deps: StockDeps & { jobs: JobQueue; background: (requestId: string) => RequestContext },
) {
  const batches = createBatchesService(deps);
  const sweep: JobKind<Record<string, never>> = {
    name: 'batch-expiry-sweep',
    retryLimit: 2,
    retryDelaySeconds: 600,
    backoff: false,
    cron: SWEEP_CRON,
    run: async (_data, { requestId }) => {
      await batches.sweepExpired(deps.background(requestId));
    },
  };
  deps.jobs.define(sweep);
  app.addHook('onReady', async () => {
    const ctx = deps.background('batch-expiry-start');
    // A failed sweep at start does not keep the server down: sales count unexpired batches anyway.
    await batches.sweepExpired(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'batch sweep failed'));
  });
  await app.register(sellerBatchRoutes(batches), { prefix: '/api/seller' });
}
