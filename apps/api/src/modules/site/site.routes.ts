import { APP_VERSION, MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import {
  createReportSchema,
  defaultLocationSchema,
  healthSchema,
  reportCreatedSchema,
  siteConfigurationInputSchema,
  siteConfigurationSchema,
  siteSchema,
} from '@glowmarket/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireAdmin } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { Storage } from '../../lib/storage';
import { readUpload } from '../../lib/uploads';
import { rateLimit } from '../../plugins/rate-limit';
import { getSite, reportSuspiciousActivity, siteSettings, type Configuration, type MapSettings } from './site.service';

const titleImageUpload = { maxBytes: MAX_COMPANY_FILE_BYTES, tooLarge: 'file_too_large_4mb' } as const;

/** Each report is read by a person, so one address may send a few, not a flood. */
export const REPORT_RATE_LIMIT = { name: 'report', perIp: { limit: 5, windowMs: 60 * 60_000 } };

export function siteRoutes(map: MapSettings, storage: Storage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/site',
      {
        schema: {
          tags: ['site'],
          summary: 'The marketplace: name, operator, defaults, version, app links, contact',
          response: { 200: siteSchema },
        },
      },
      (request) => getSite(request.ctx, map, storage),
    );

    app.get(
      '/api/health',
      {
        schema: {
          tags: ['site'],
          summary: 'Liveness and database check',
          response: { 200: healthSchema, ...errorResponses(503) },
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
          response: { 201: reportCreatedSchema, ...errorResponses(400, 413, 429) },
        },
      },
      async (request, reply) => reply.status(201).send(await reportSuspiciousActivity(request.ctx, request.body)),
    );
  };
}

/**
 * /api/admin/site/default-location: where maps centre for visitors whose location is unknown;
 * /api/admin/site/configuration and its title image: the operator's configuration page.
 */
export const adminSiteRoutes =
  (configuration: Configuration): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireAdmin);
    const tags = ['admin'];
    const errors = errorResponses(401, 403);
    app.get(
      '/site/configuration',
      {
        schema: {
          tags,
          summary: 'The configuration page: defaults, header and banner, app links, default delivery prices',
          response: { 200: siteConfigurationSchema, ...errors },
        },
      },
      (request) => configuration.get(request.ctx),
    );
    app.put(
      '/site/configuration',
      {
        schema: {
          tags,
          summary: 'Change the configuration (the public site answer and cached pages show it at once)',
          body: siteConfigurationInputSchema,
          response: { 200: siteConfigurationSchema, ...errorResponses(400), ...errors },
        },
      },
      (request) => configuration.update(request.ctx, request.body),
    );
    app.post(
      '/site/title-image',
      {
        schema: {
          tags,
          summary: 'Replace the title background picture (multipart, at most 4 MB; stored as WebP)',
          consumes: ['multipart/form-data'],
          response: { 200: siteConfigurationSchema, ...errorResponses(400, 413, 415), ...errors },
        },
      },
      async (request) => configuration.setTitleImage(request.ctx, await readUpload(request, titleImageUpload)),
    );
    app.delete(
      '/site/title-image',
      {
        schema: {
          tags,
          summary: 'Go back to the built-in title background',
          response: { 200: siteConfigurationSchema, ...errors },
        },
      },
      (request) => configuration.removeTitleImage(request.ctx),
    );
    app.get(
      '/site/default-location',
      { schema: { tags, summary: 'The default map centre', response: { 200: defaultLocationSchema, ...errors } } },
      (request) => siteSettings.defaultLocation(request.ctx),
    );
    app.put(
      '/site/default-location',
      {
        schema: {
          tags,
          summary: 'Change the default map centre',
          body: defaultLocationSchema,
          response: { 200: defaultLocationSchema, ...errorResponses(400), ...errors },
        },
      },
      (request) => siteSettings.setDefaultLocation(request.ctx, request.body),
    );
  };
