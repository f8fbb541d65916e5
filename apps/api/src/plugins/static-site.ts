import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PAGE_PATHS, type PagePath } from '@glowmarket/shared/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';
import { sendAnswer } from '../lib/response-cache';
import type { FirstScreens } from './first-screen';
import type { RequestContext } from '../lib/context';
import { pageShell, type PageCheck, type PageHead } from '../lib/page-head';

export interface StaticSiteOptions {
  webDistDir: string;
  pageChecks?: Partial<Record<PagePath, PageCheck>>;
  /** The storefront pages' first screens (plugins/first-screen.ts); without them every page starts empty. */
  firstScreens?: FirstScreens;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The page in the language and currency this visitor gets (their cookie, else their browser's
 * language, else the operator's defaults: plugins/request-context.ts), so that the app in the
 * browser starts in them too (apps/web/src/lib/choice-cookie.ts).
 */
function forVisitor(html: string, { language, currency }: RequestContext): string {
  return html.replace(/<html lang="[^"]*"/, () => `<html lang="${language}" data-currency="${currency}"`);
}

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when the
 * browser accepts them), the app's HTML for every page path with 200, and for any other path the
 * same HTML with 404, so the browser shows the not-found page and crawlers see the status.
 * A product's, company's or shop's page carries its title, description, Open Graph tags and
 * JSON-LD in that HTML (its page check answers them). Unknown /api paths answer JSON.
 */
export const staticSitePlugin = fp<StaticSiteOptions>(
  async (app, { webDistDir, pageChecks = {}, firstScreens }) => {
    const indexFile = path.join(webDistDir, 'index.html');
    const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    const shell = html === undefined ? undefined : pageShell(html);

    const pageReply = (reply: FastifyReply, status: number) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const sendApp = (request: FastifyRequest, reply: FastifyReply, status: number, head?: PageHead) =>
      pageReply(reply, status).send(forVisitor(head && shell ? shell.withHead(head) : (html ?? ''), request.ctx));

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
        app.get<{ Params: Record<string, string> }>(pagePath, { schema: { hide: true } }, async (request, reply) => {
          const answer = check ? await check(request) : true;
          if (answer === false) return sendApp(request, reply, 404);
          const page = forVisitor(typeof answer === 'object' && shell ? shell.withHead(answer) : html, request.ctx);
          const drawn = firstScreens ? await firstScreens.render(app, request, pagePath, page) : page;
          if (typeof drawn === 'string') return pageReply(reply, 200).send(drawn);
          // Drawn in the visitor's language and currency (a cookie, else Accept-Language), and kept compressed.
          void pageReply(reply, 200).header('vary', 'accept-encoding, accept-language, cookie');
          return sendAnswer(reply, request.headers['accept-encoding'], drawn);
        });
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
      if (html !== undefined && wantsPage && !isApi && !isFile) return sendApp(request, reply, 404);
      return sendError(reply, 'not_found');
    });
  },
  { name: 'static-site' },
);
