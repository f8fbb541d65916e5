import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '@glowmarket/shared/currencies';
import { DEFAULT_LANGUAGE, resolveLanguage, type LanguageCode } from '@glowmarket/shared/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, VISITOR, type Clock, type RequestContext } from '../lib/context';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyInstance {
    clock: Clock;
    /** What a visitor who asks for no language or currency of ours gets (the operator's defaults). */
    visitorDefaults: VisitorDefaultsHolder;
  }
}

/** The operator's default language and currency (the site configuration). */
export interface VisitorDefaults {
  language: LanguageCode;
  currency: CurrencyCode;
}

/**
 * Where the request context reads the operator's defaults from. The site module, made after the
 * platform, plugs its settings in (`use`); until then, and in an app without it, en-US and euros.
 */
export interface VisitorDefaultsHolder {
  current(): VisitorDefaults;
  use(source: () => VisitorDefaults): void;
}

function visitorDefaultsHolder(): VisitorDefaultsHolder {
  let source = (): VisitorDefaults => ({ language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY });
  return {
    current: () => source(),
    use(next) {
      source = next;
    },
  };
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * A visitor's choice the web app keeps in a cookie as well (lib/choice-cookie.ts), so that the
 * pages the server draws (plugins/first-screen.ts) are in it too. Codes such as pl-PL or EUR,
 * written as they are: nothing to decode, and nothing that can fail to.
 */
function choice(headers: Headers, name: 'glowmarket.language' | 'glowmarket.currency'): string {
  for (const part of String(headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return '';
}

/** Accept-Language's tags, the most wanted first; those given `q=0` are refused. */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/**
 * The UI's API calls send its language in `X-Language`; its pages carry the visitor's choice in a
 * cookie; anything else gets the best Accept-Language match, else the operator's default language.
 */
export function languageOf(headers: Headers, fallback: LanguageCode = DEFAULT_LANGUAGE): LanguageCode {
  const chosen =
    resolveLanguage(String(headers['x-language'] ?? '')) ?? resolveLanguage(choice(headers, 'glowmarket.language'));
  if (chosen) return chosen;
  for (const tag of acceptedLanguages(String(headers['accept-language'] ?? ''))) {
    const language = resolveLanguage(tag);
    if (language) return language;
  }
  return fallback;
}

/**
 * The UI's API calls send the visitor's currency in `X-Currency`, its pages the cookie; else the
 * operator's default currency.
 */
export function currencyOf(headers: Headers, fallback: CurrencyCode = DEFAULT_CURRENCY): CurrencyCode {
  for (const given of [String(headers['x-currency'] ?? ''), choice(headers, 'glowmarket.currency')]) {
    const code = given.toUpperCase();
    if (isCurrencyCode(code)) return code;
  }
  return fallback;
}

export const requestContextPlugin = fp<{ clock?: Clock | undefined }>(
  async (app, options) => {
    const clock = options.clock ?? systemClock;
    const defaults = visitorDefaultsHolder();
    app.decorate('clock', clock);
    app.decorate('visitorDefaults', defaults);
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request) => {
      const fallback = defaults.current();
      request.ctx = {
        db: app.db,
        actor: VISITOR,
        language: languageOf(request.headers, fallback.language),
        currency: currencyOf(request.headers, fallback.currency),
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

/** A context for work no request asked for (start-up chores): no caller, the operator's language and currency. */
export function backgroundContext(app: FastifyInstance, requestId: string): RequestContext {
  const { language, currency } = app.visitorDefaults.current();
  return {
    db: app.db,
    actor: VISITOR,
    language,
    currency,
    requestId,
    ip: '',
    log: app.log.child({ reqId: requestId }),
    now: () => app.clock.now(),
    inTransaction: false,
  };
}
