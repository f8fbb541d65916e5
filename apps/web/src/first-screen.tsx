// The first screen of a storefront page, rendered by the server into the page's first HTML
// (apps/api/src/plugins/first-screen.ts), so a phone paints the products before the app's scripts
// have arrived (decision 020). Built by `vite build --ssr` into dist/server; the browser never
// loads it. The app, once loaded, draws the same page over it with the same answers.
import type { LanguageCode } from '@glowmarket/shared/i18n';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type Query, type QueryKey } from '@tanstack/react-query';
import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import mantineStyles from './app/mantine-styles.css?inline';
import { routes } from './app/router';
import { setUpI18n } from './lib/i18n';
import { setCurrency } from './lib/preferences';
import { sendRequestsThrough, type Send } from './lib/transport';

export { mantineStyles };

export interface FirstScreenRequest {
  /** The page's path and query: "/catalog?category=…". */
  url: string;
  language: LanguageCode;
  currency: Parameters<typeof setCurrency>[0];
  /** Answers a GET of the API or of a built file as the server would answer the browser. */
  fetch: Send;
}

/** An answer as the app's query cache keeps it: its key, its data and when the server gave it. */
export interface FirstScreenAnswer {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

export interface FirstScreen {
  /** The markup inside `#root`. */
  html: string;
  /** The public answers it shows, for the app's query cache (its first draw asks for none of them again). */
  answers: FirstScreenAnswer[];
  /** Whether it uses Mantine's components, whose styles must then come with the HTML. */
  usesMantine: boolean;
}

/**
 * Answers the first screen may show and hand to the app: the same for every visitor. A cart, a
 * session or a seller's own data never go into a page that a cache or another visitor could see.
 */
function isPublicAnswer(query: Query): boolean {
  const [scope, part] = query.queryKey;
  return (
    scope === 'site' ||
    scope === 'catalog' ||
    (scope === 'companies' && part === 'public') ||
    // A product's ratings, in the page's HTML for crawlers; a new or hidden one clears the page.
    (scope === 'ratings' && part === 'product')
  );
}

/**
 * Rounds of render-then-load: the page's code and texts (the first visit of a page only), its
 * answers, then answers asked for with them (a seller's delivery).
 */
const MAX_ROUNDS = 4;

/** How React's renderToString marks a part that was waiting (code, texts) or failed: drawn as its fallback. */
const UNFINISHED = '<!--$!-->';

const handler = createStaticHandler(routes);

/** Renders run one at a time: the language, currency and transport are the app's module-wide settings. */
let queue: Promise<unknown> = Promise.resolve();
let i18nReady: Promise<unknown> | undefined;

/** Renders the page once, waiting for the code and texts it needs to load. */
async function loadParts(page: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(page);
  prelude.resume();
}

async function render({ url, language, currency, fetch: send }: FirstScreenRequest): Promise<FirstScreen | null> {
  sendRequestsThrough(send);
  i18nReady ??= setUpI18n();
  await i18nReady;
  await i18n.changeLanguage(language);
  setCurrency(currency);

  const context = await handler.query(new Request(new URL(url, 'http://first-screen.invalid')));
  // A redirect (a page for logged-in users) or a failed route: the app decides in the browser.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page = (
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>
  );

  // A synchronous render (a few milliseconds) shows what the page still waits for: answers its
  // queries asked for, or code and texts (a Suspense boundary left unfinished), which React's
  // prerender then loads. Once a page's code and texts are loaded, only its answers are fetched.
  let html = renderToString(page);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const waiting = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => isPublicAnswer(query) && query.state.data === undefined && !query.state.error });
    if (waiting.length > 0) {
      await Promise.all(
        waiting.map((query) =>
          queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn, retry: false }),
        ),
      );
    } else if (html.includes(UNFINISHED)) {
      await loadParts(page);
    } else {
      break;
    }
    html = renderToString(page);
  }
  return {
    html,
    answers: queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => isPublicAnswer(query) && query.state.status === 'success' })
      .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
    usesMantine: html.includes('mantine-'),
  };
}

/** The first screen of `request.url`, or null when the page is one the browser must decide on. */
export function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}
