import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PAGE_PATHS, type PagePath } from '@glowmarket/shared/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/** Answers whether the subject of a page exists (a company, a product), so a missing one gets 404. */
export type PageCheck = (request: FastifyRequest<{ Params: Record<string, string> }>) => Promise<boolean>;

export interface StaticSiteOptions {
  webDistDir: string;
  pageChecks?: Partial<Record<PagePath, PageCheck>>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when the
 * browser accepts them), the app's HTML for every page path with 200, and for any other path the
 * same HTML with 404, so the browser shows the not-found page and crawlers see the status.
 * Unknown /api paths answer JSON.
 */
export const staticSitePlugin = fp<StaticSiteOptions>(
  async (app, { webDistDir, pageChecks = {} }) => {
    const indexFile = path.join(webDistDir, 'index.html');
    const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

    const sendApp = (reply: FastifyReply, status: number) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

    if (html !== undefined) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const relative = path.relative(webDistDir, filePath);
          reply.header('cache-control', relative.startsWith('assets') ? IMMUTABLE : 'public, max-age=3600');
        },
      });
      for (const pagePath of PAGE_PATHS) {
        const check = pageChecks[pagePath];
        app.get<{ Params: Record<string, string> }>(pagePath, { schema: { hide: true } }, async (request, reply) =>
          sendApp(reply, !check || (await check(request)) ? 200 : 404),
        );
      }
    } else {
      app.log.warn({ webDistDir }, 'web app not built: serving the API only');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      // A missing script or image must not receive the app's HTML.
      const isFile = /\.[a-z0-9]+$/i.test(pathname);
      if (html !== undefined && wantsPage && !isApi && !isFile) return sendApp(reply, 404);
      return sendError(reply, 'not_found');
    });
  },
  { name: 'static-site' },
);
