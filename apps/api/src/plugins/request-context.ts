import { DEFAULT_CURRENCY, isCurrencyCode } from '@glowmarket/shared/currencies';
import { DEFAULT_LANGUAGE, resolveLanguage } from '@glowmarket/shared/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, VISITOR, type Clock, type RequestContext } from '../lib/context';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyInstance {
    clock: Clock;
  }
}

/** The UI sends its language in `X-Language`; other clients get the best Accept-Language match. */
function languageOf(headers: Record<string, string | string[] | undefined>) {
  const explicit = resolveLanguage(String(headers['x-language'] ?? ''));
  if (explicit) return explicit;
  const accepted = String(headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim());
  for (const tag of accepted) {
    const language = resolveLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The UI sends the visitor's currency in `X-Currency`; anything else is quoted in euros. */
function currencyOf(headers: Record<string, string | string[] | undefined>) {
  const code = String(headers['x-currency'] ?? '').toUpperCase();
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}

export const requestContextPlugin = fp<{ clock?: Clock | undefined }>(
  async (app, options) => {
    const clock = options.clock ?? systemClock;
    app.decorate('clock', clock);
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request) => {
      request.ctx = {
        db: app.db,
        actor: VISITOR,
        language: languageOf(request.headers),
        currency: currencyOf(request.headers),
        requestId: request.id,
        ip: request.ip,
        log: request.log,
        now: () => clock.now(),
        inTransaction: false,
      };
    });
  },
  { name: 'request-context', dependencies: ['database'] },
);

/** A context for work no request asked for (start-up chores): no caller, default language and currency. */
export function backgroundContext(app: FastifyInstance, requestId: string): RequestContext {
  return {
    db: app.db,
    actor: VISITOR,
    language: DEFAULT_LANGUAGE,
    currency: DEFAULT_CURRENCY,
    requestId,
    ip: '',
    log: app.log,
    now: () => app.clock.now(),
    inTransaction: false,
  };
}
