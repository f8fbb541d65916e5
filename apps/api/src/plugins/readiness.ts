import { APP_VERSION } from '@glowmarket/shared/constants';
import { readinessSchema } from '@glowmarket/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { pingDatabase } from '../db/client';

/** A check that does not answer within this long counts as down: a load balancer waits for no one. */
const CHECK_TIMEOUT_MS = 2_000;

async function isUp(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([check().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessOptions {
  /** The search engine's health check (SEARCH_URL); unset: none is configured. */
  searchHealth: (() => Promise<void>) | undefined;
}

/**
 * GET /api/ready — readiness, for a load balancer: /api/health says the process lives, this says it
 * should get requests. Not ready while the database or the configured Redis does not answer, while
 * the job runner is not running, and from the moment the server begins to shut down, so the
 * balancer stops sending before the in-flight requests are drained. The search engine is reported
 * but does not make the instance unready: while it is down, search runs on PostgreSQL.
 */
const readinessRoutes: FastifyPluginAsyncZod<ReadinessOptions> = async (app, options) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['site'],
        summary: 'Readiness: database, Redis when configured, job runner; the search engine when configured',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const searchHealth = options.searchHealth;
      const [database, redis, search] = await Promise.all([
        isUp(() => pingDatabase(app.db)),
        app.sharedState ? isUp(() => app.sharedState!.ping()) : Promise.resolve(undefined),
        searchHealth ? isUp(searchHealth) : Promise.resolve(undefined),
      ]);
      const jobs = app.jobs.isRunning();
      const ready = !closing && database && redis !== false && jobs;
      reply.header('cache-control', 'no-store');
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        database: database ? 'up' : 'down',
        redis: redis === undefined ? 'not_configured' : redis ? 'up' : 'down',
        jobs: jobs ? 'running' : 'stopped',
        search: search === undefined ? 'not_configured' : search ? 'up' : 'down',
        version: APP_VERSION,
      });
    },
  );
};

export const readinessPlugin = fp<ReadinessOptions>(readinessRoutes, {
  name: 'readiness',
  dependencies: ['database', 'jobs', 'shared-state'],
});
