import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import { escapeHtml } from '@glowmarket/shared/html';
import type { LanguageCode } from '@glowmarket/shared/i18n';
import type { PagePath } from '@glowmarket/shared/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cacheTags, type CachedAnswer, type ResponseCache } from '../lib/response-cache';
import { scriptJson } from '../lib/page-head';

interface FirstScreenPage {
  /** The page's module: the style sheets of its chunks are what the screen needs before the app's. */
  module: string;
  /** What it shows, as the response cache files it: a change to any of them clears the screen. */
  tags(params: Record<string, string>): string[];
}

/** Lists show any product, and a category's or seller's name. */
const listing: FirstScreenPage['tags'] = () => [cacheTags.lists, cacheTags.allLists, cacheTags.categories];

/** The storefront pages whose first HTML carries their first screen (decision 020). */
export const FIRST_SCREEN_PAGES: Partial<Record<PagePath, FirstScreenPage>> = {
  '/': { module: 'src/features/home/pages/home-page.tsx', tags: listing },
  '/index': { module: 'src/features/home/pages/home-page.tsx', tags: listing },
  '/catalog': { module: 'src/features/catalog/pages/catalog-page.tsx', tags: listing },
  '/offers': { module: 'src/features/catalog/pages/catalog-page.tsx', tags: listing },
  '/products/:id': {
    module: 'src/features/catalog/pages/product-page.tsx',
    // Its seller's approval or name (every list's tag), and its categories' names.
    tags: ({ id = '' }) => [cacheTags.product(id), cacheTags.lists, cacheTags.categories],
  },
};

/**
 * Starts the app's script once the first screen is on screen (after the load event, a frame
 * later), so the screen paints without waiting for, or sharing the connection with, the scripts.
 * Its text is fixed, so the Content-Security-Policy allows it by its hash (APP_STARTER_HASH); the
 * script's address comes from the `app-script` meta tag.
 */
const APP_STARTER =
  "addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){" +
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';" +
  's.src=document.querySelector(\'meta[name="app-script"]\').content;document.body.appendChild(s)})})})';

/** The CSP source that allows APP_STARTER and no other inline script. */
export const APP_STARTER_HASH = `'sha256-${createHash('sha256').update(APP_STARTER).digest('base64')}'`;

/** First screens drawn or waiting to be, at most; a page asked for beyond them goes without one. */
const MAX_DRAWING = 8;

interface FirstScreen {
  html: string;
  answers: unknown;
  usesMantine: boolean;
}

/** What apps/web/src/first-screen.tsx, built by `vite build --ssr`, exports. */
interface FirstScreenModule {
  renderFirstScreen(request: {
    url: string;
    language: LanguageCode;
    currency: CurrencyCode;
    fetch: (path: string, init?: RequestInit) => Promise<Response>;
  }): Promise<FirstScreen | null>;
  mantineStyles: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** A style sheet's top-level parts: rules (`a { … }`), at-rule blocks (`@media … { … }`) and statements (`@import …;`). */
function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < css.length; at += 1) {
    const character = css[at];
    if (character === '{') depth += 1;
    else if (character === '}') depth -= 1;
    if ((character === '}' && depth === 0) || (character === ';' && depth === 0)) {
      rules.push(css.slice(start, at + 1).trim());
      start = at + 1;
    }
  }
  return rules.filter(Boolean);
}

const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

/**
 * Mantine's component styles cut to the components a first screen shows (about 225 KB in all,
 * far less for a page): a rule that names Mantine classes stays when the markup has one of them;
 * rules that name none (keyframes, variables) stay; `@media` and `@container` blocks are cut the
 * same way inside. Mantine names every part of a component with such a class (`m_8d3f4000`).
 */
export function mantineStylesFor(css: string, markup: string): string {
  const shown = new Set(markup.match(MANTINE_CLASS));
  const keep = (rule: string): string => {
    const open = rule.indexOf('{');
    const prelude = rule.slice(0, open);
    if (/^@(media|container|supports)\b/.test(prelude)) {
      const inner = splitRules(rule.slice(open + 1, rule.lastIndexOf('}')))
        .map(keep)
        .join('');
      return inner ? `${prelude}{${inner}}` : '';
    }
    if (prelude.startsWith('@')) return rule;
    const named = prelude.match(MANTINE_CLASS);
    return !named || named.some((name) => shown.has(name)) ? rule : '';
  };
  return splitRules(css.replace(/\/\*[\s\S]*?\*\//g, ''))
    .map(keep)
    .join('');
}

export interface FirstScreens {
  /**
   * The app's HTML with the page's first screen in it, kept in the response cache; or the HTML as
   * it was when the page has none.
   */
  render(
    app: FastifyInstance,
    request: FastifyRequest<{ Params: Record<string, string> }>,
    page: PagePath,
    html: string,
  ): Promise<string | CachedAnswer>;
}

/**
 * Loads the server build of the web app (dist-server beside the web app's dist) and the client
 * build's manifest. Drawn screens are kept in the response cache like the catalog's answers, and
 * cleared with them. Without them (the API alone, in development) pages start without a first screen.
 */
export async function loadFirstScreens(webDistDir: string, cache: ResponseCache): Promise<FirstScreens | undefined> {
  const entry = path.join(webDistDir, '..', 'dist-server', 'first-screen.js');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as FirstScreenModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  /** The style sheets of a chunk and of the chunks it imports, in the order Vite loads them. */
  function stylesOf(key: string, seen = new Set<string>()): string[] {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.imports ?? []).flatMap((imported) => stylesOf(imported, seen)), ...(chunk.css ?? [])];
  }
  const pageStyles = new Map<string, string>();
  for (const [page, { module: source }] of Object.entries(FIRST_SCREEN_PAGES)) {
    const css = [...new Set(stylesOf(source))].map((file) => readFileSync(path.join(webDistDir, file), 'utf8'));
    pageStyles.set(page, css.join('\n'));
  }

  // The app's Mantine island puts the whole set in its place when it loads.
  const mantineStyles = (markup: string) =>
    `<style data-mantine-components="first-screen">${mantineStylesFor(module.mantineStyles, markup)}</style>`;

  let drawing = 0;
  return {
    async render(app, request, page, html) {
      const screenPage = FIRST_SCREEN_PAGES[page];
      if (!screenPage) return html;
      // The visitor's language and currency (plugins/request-context.ts), already on the page's <html> (static-site.ts).
      const { language, currency } = request.ctx;
      const key = `page|${language}|${currency}|${request.url}`;
      const drawn = cache.get(key);
      if (drawn) return drawn;
      // The app's requests (lib/transport.ts) answered by this server itself, over no socket.
      const answer = async (path: string, init?: RequestInit) => {
        const reply = await app.inject({
          method: 'GET',
          url: path,
          headers: init?.headers as Record<string, string> | undefined,
        });
        const type = reply.headers['content-type'];
        return new Response(reply.rawPayload, {
          status: reply.statusCode,
          headers: typeof type === 'string' ? { 'content-type': type } : {},
        });
      };
      // Drawing is the expensive part of a page (renders run one after another): past a few
      // waiting, a page goes as the plain shell, which the browser's app draws as it always could.
      if (drawing >= MAX_DRAWING) return html;
      drawing += 1;
      const screen = await module
        .renderFirstScreen({ url: request.url, language, currency, fetch: answer })
        .catch((error: unknown) => {
          // The page still works without it: the app draws it in the browser.
          request.log.error({ err: error }, 'drawing the first screen failed');
          return null;
        })
        .finally(() => (drawing -= 1));
      const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!screen || !script) return html;
      // React puts its preload hints for the screen's pictures first; they belong in the head.
      const hints = /^(?:<link [^>]*\/>)*/.exec(screen.html)?.[0] ?? '';
      const head =
        `<meta name="app-script" content="${escapeHtml(script[1] ?? '')}" />${hints}` +
        `<style>${(pageStyles.get(page) ?? '').replaceAll('</style', '<\\/style')}</style>`;
      const body =
        // Inert until the app has drawn over it: a click or a key before then would reach no
        // handler. Hidden from assistive technology meanwhile (as inert implies), which then
        // meets the page once, working, as before.
        `<div id="root"><div inert aria-hidden="true">${screen.html.slice(hints.length)}</div></div>` +
        `<script type="application/json" id="first-screen-answers">${scriptJson(screen.answers)}</script>` +
        `<script>${APP_STARTER}</script>`;
      // Functions as replacements: a `$` in a style sheet or a text stays as it is.
      const withScreen = html
        .replace('<style', () => (screen.usesMantine ? `${mantineStyles(screen.html)}<style` : '<style'))
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => body)
        .replace(script[0], '');
      return cache.set(key, withScreen, screenPage.tags(request.params));
    },
  };
}
