import { APP_VERSION } from '@glowmarket/shared/constants';
import { errorBodySchema } from '@glowmarket/shared/errors';
import { createReportSchema, healthSchema, reportCreatedSchema, siteSchema } from '@glowmarket/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { rateLimit } from '../../plugins/rate-limit';
import { getSite, reportSuspiciousActivity } from './site.service';

/** Each report is read by a person, so one address may send a few, not a flood. */
export const REPORT_RATE_LIMIT = { name: 'report', perIp: { limit: 5, windowMs: 60 * 60_000 } };

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary: 'The marketplace: name, operator, defaults, version, app links, contact',
        response: { 200: siteSchema },
      },
    },
    (request) => getSite(request.ctx),
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      try {
        await pingDatabase(request.ctx.db);
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError('database_unavailable');
      }
      return { status: 'ok' as const, database: 'up' as const, version: APP_VERSION };
    },
  );

  app.post(
    '/api/site/reports',
    {
      preHandler: rateLimit(REPORT_RATE_LIMIT),
      schema: {
        tags: ['site'],
        summary: 'Report suspicious activity (a counterfeit, an unsafe product, fraud, …)',
        body: createReportSchema,
        response: { 201: reportCreatedSchema, 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await reportSuspiciousActivity(request.ctx, request.body)),
  );
};
