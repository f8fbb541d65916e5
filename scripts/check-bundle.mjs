// Checks the first-load budget of the catalog (decisions 007 and 018): every script a visitor's
// browser fetches for /catalog until the page has settled — the entry, the page's chunk and
// whatever the first render imports on demand — must stay at or under 150 KiB gzipped. The list
// comes from a real browser (Chromium through playwright-core) on the built app with the demo
// catalog, as a phone and as a desktop, so nothing loaded on the way is left out.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromeFlags, chromePath, startBuiltApp } from './built-app.mjs';

const BUDGET_BYTES = 150 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
if (!['apps/web/dist/index.html', 'apps/api/dist/server.js'].every((file) => existsSync(path.join(root, file)))) {
  console.error('No built app: build it first (node scripts/build.mjs --demo).');
  process.exit(1);
}

/** The screens the budget holds for: Lighthouse's phone and an ordinary laptop. */
const screens = [
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The scripts /catalog loads on one screen, each with its gzipped size.
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @param {(typeof screens)[number]} screen
 */
async function scriptsOfCatalog(browser, base, { name: _name, ...options }) {
  const context = await browser.newContext({ ...options, locale: 'en-US', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    /** @type {Map<string, Promise<number>>} */
    const scripts = new Map();
    /** @type {Map<string, Promise<number>>} */
    const texts = new Map();
    page.on('response', (response) => {
      const url = response.url();
      const type = response.request().resourceType();
      // The translations are data (JSON the browser parses, not code it compiles and runs), so
      // they are listed beside the budget rather than in it.
      const list = type === 'script' ? scripts : type === 'fetch' && /\/assets\/.*\.json$/.test(url) ? texts : null;
      if (!list || list.has(url)) return;
      list.set(
        url,
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto(`${base}/catalog`, { waitUntil: 'networkidle', timeout: 60_000 });
    // The measure holds only if the catalog really showed its products.
    await page.locator('main article').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const measure = (/** @type {Map<string, Promise<number>>} */ list) =>
      Promise.all(
        [...list].map(async ([url, bytes]) => ({ file: new URL(url).pathname.slice(1), bytes: await bytes })),
      );
    const sizes = await measure(scripts);
    const textBytes = (await measure(texts)).reduce((sum, { bytes }) => sum + bytes, 0);
    return { sizes: sizes.sort((a, b) => b.bytes - a.bytes), texts: { count: texts.size, bytes: textBytes } };
  } finally {
    await context.close();
  }
}

async function main() {
  const [server, browser] = await Promise.all([
    startBuiltApp(),
    chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((flag) => flag !== '--headless=new') }),
  ]);
  let over = false;
  try {
    for (const screen of screens) {
      const { sizes, texts } = await scriptsOfCatalog(browser, server.url, screen);
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      console.log(`Scripts /catalog loads until it has settled, ${screen.name} (gzipped):`);
      for (const { file, bytes } of sizes) console.log(`  ${kib(bytes).padStart(10)}  ${file}`);
      console.log(`  ${kib(total).padStart(10)}  total of ${sizes.length} (budget ${kib(BUDGET_BYTES)})`);
      console.log(
        `  ${kib(texts.bytes).padStart(10)}  and ${texts.count} translation files (JSON, outside the budget)`,
      );
      if (total > BUDGET_BYTES) {
        console.error(`Over budget by ${kib(total - BUDGET_BYTES)} on the ${screen.name}.`);
        over = true;
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (over) process.exit(1);
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
