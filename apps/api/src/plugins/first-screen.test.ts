import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache, type CachedAnswer } from '../lib/response-cache';
import { APP_STARTER_HASH, loadFirstScreens, mantineStylesFor, type FirstScreens } from './first-screen';
import { currencyOf, languageOf } from './request-context';

const asking = (headers: Record<string, string>) => headers;
const text = (drawn: string | CachedAnswer) => (typeof drawn === 'string' ? drawn : drawn.body);

describe('the first screen is drawn as the app will show it', () => {
  it('in the language the visitor chose, else the closest the browser accepts, else English', () => {
    expect(languageOf(asking({ cookie: 'x=1; glowmarket.language=de-DE', 'accept-language': 'pl-PL' }))).toBe('de-DE');
    expect(languageOf(asking({ 'accept-language': 'xx, fr-CA;q=0.4, pl;q=0.8' }))).toBe('pl-PL');
    expect(languageOf(asking({ 'accept-language': 'pl;q=0, it-IT' }))).toBe('it-IT');
    expect(languageOf(asking({ cookie: 'glowmarket.language=nonsense', 'accept-language': 'xx' }))).toBe('en-US');
    expect(languageOf(asking({ cookie: 'glowmarket.language=%E0%A4%A' }))).toBe('en-US');
    expect(languageOf(asking({}))).toBe('en-US');
    // The operator's default language, when the visitor asks for none of ours.
    expect(languageOf(asking({ 'accept-language': 'ja-JP' }), 'pl-PL')).toBe('pl-PL');
    expect(languageOf(asking({ 'accept-language': 'de' }), 'pl-PL')).toBe('de-DE');
  });

  it('in the currency the visitor chose, else the default one', () => {
    expect(currencyOf(asking({ cookie: 'glowmarket.currency=PLN' }))).toBe('PLN');
    expect(currencyOf(asking({ cookie: 'glowmarket.currency=XYZ' }))).toBe('EUR');
    expect(currencyOf(asking({}))).toBe('EUR');
    expect(currencyOf(asking({}), 'PLN')).toBe('PLN');
    expect(currencyOf(asking({ 'x-currency': 'USD' }), 'PLN')).toBe('USD');
  });
});

describe("Mantine's styles in a first screen", () => {
  const css = [
    '/* Button */ .m_11111111{color:red}.m_11111111:where([data-size=xs]) .m_22222222{gap:0}',
    '.m_33333333{display:none}',
    '@media (min-width:48em){.m_11111111{color:blue}.m_33333333{display:block}}',
    '@media (max-width:1px){.m_33333333{display:grid}}',
    '@keyframes m_44444444{from{opacity:0}to{opacity:1}}',
    ':root{--x:1}',
  ].join('');

  it('keeps the rules of the components the markup shows, and the rules that name none', () => {
    expect(mantineStylesFor(css, '<button class="m_11111111 mantine-Button-root">Buy</button>')).toBe(
      '.m_11111111{color:red}.m_11111111:where([data-size=xs]) .m_22222222{gap:0}' +
        '@media (min-width:48em){.m_11111111{color:blue}}' +
        '@keyframes m_44444444{from{opacity:0}to{opacity:1}}:root{--x:1}',
    );
  });

  it('keeps nothing of a component the markup does not show', () => {
    expect(mantineStylesFor(css, '<p>plain</p>')).toBe(
      '@keyframes m_44444444{from{opacity:0}to{opacity:1}}:root{--x:1}',
    );
  });
});

describe('a storefront page with its first screen', () => {
  const shell =
    '<!doctype html><html lang="en-US"><head><style>body{margin:0}</style></head><body><div id="root"></div>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></body></html>';
  let root: string;
  let screens: FirstScreens;
  const app = Fastify();
  const request = (url: string, headers: Record<string, string> = {}) =>
    ({
      url,
      headers,
      params: {},
      log: app.log,
      ctx: { language: languageOf(headers), currency: currencyOf(headers) },
    }) as unknown as FastifyRequest<{ Params: Record<string, string> }>;

  beforeAll(async () => {
    // A built web app in miniature: the manifest, a page's style sheet, and a server entry that
    // draws a Mantine button, slowly enough for renders to pile up, counting its renders.
    root = mkdtempSync(path.join(tmpdir(), 'glowmarket-first-screen-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/features/catalog/pages/catalog-page.tsx': { file: 'a.js', css: ['assets/catalog.css'] } }),
    );
    writeFileSync(path.join(dist, 'assets', 'catalog.css'), '.card{color:$teal}');
    writeFileSync(
      path.join(root, 'dist-server', 'first-screen.js'),
      `export const mantineStyles = '.m_11111111{color:red}.m_22222222{color:blue}';
       globalThis.firstScreenRenders = 0;
       export async function renderFirstScreen({ url, language }) {
         globalThis.firstScreenRenders += 1;
         await new Promise((resolve) => setTimeout(resolve, 50));
         return {
           html: '<link rel="preload" as="image" href="/a.webp"/><button class="m_11111111 mantine-Button-root">' + language + ' ' + url + '</button>',
           answers: [{ key: ['catalog', '</script>'], data: 1, updatedAt: 0 }],
           usesMantine: true,
         };
       }`,
    );
    const loaded = await loadFirstScreens(dist, createResponseCache({ maxEntries: 10, ttlMs: 60_000 }));
    if (!loaded) throw new Error('the first screens did not load');
    screens = loaded;
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders;

  it('carries the screen, inert, its styles, its answers and the starter the policy allows by hash', async () => {
    const html = text(
      await screens.render(app, request('/catalog?page=2', { 'accept-language': 'pl' }), '/catalog', shell),
    );
    expect(html).toContain(
      '<div id="root"><div inert aria-hidden="true"><button class="m_11111111 mantine-Button-root">pl-PL /catalog?page=2</button></div></div>',
    );
    // Mantine's rules for what it shows, first; the page's own style sheet and the picture's hint in the head.
    expect(html).toContain('<style data-mantine-components="first-screen">.m_11111111{color:red}</style><style>body');
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/a.webp"\/><style>\.card\{color:\$teal\}<\/style><\/head>/,
    );
    expect(html).toContain('["catalog","\\u003c/script\\u003e"]');
    expect(html).not.toContain('<script type="module"');
    const starter = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(APP_STARTER_HASH).toBe(`'sha256-${createHash('sha256').update(starter).digest('base64')}'`);
  });

  it('draws a page once per address, language and currency while nothing it shows changes', async () => {
    const before = renders() ?? 0;
    const first = await screens.render(app, request('/catalog?sort=newest'), '/catalog', shell);
    expect(await screens.render(app, request('/catalog?sort=newest'), '/catalog', shell)).toBe(first);
    expect(renders()).toBe(before + 1);
    await screens.render(
      app,
      request('/catalog?sort=newest', { cookie: 'glowmarket.currency=PLN' }),
      '/catalog',
      shell,
    );
    expect(renders()).toBe(before + 2);
  });

  it('sends the plain shell when too many pages are being drawn, and leaves other pages alone', async () => {
    const pages = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        screens.render(app, request(`/catalog?page=${index + 10}`), '/catalog', shell),
      ),
    );
    expect(pages.filter((page) => page === shell)).toHaveLength(4);
    expect(await screens.render(app, request('/account'), '/account', shell)).toBe(shell);
  });
});
