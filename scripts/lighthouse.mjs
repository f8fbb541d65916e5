// Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated) on the home page,
// /catalog and a product page of the built app, against the first-load target of issue 14:
// performance >= 95 and LCP <= 1.8 s. Each page runs several times and every figure is the median,
// because the same build scores a few points apart from run to run on a busy machine.
//
//   npm run lighthouse                    build if stale, start a demo server, 3 runs per page
//   npm run lighthouse -- --runs=1        one run per page
//   npm run lighthouse -- --url=http://127.0.0.1:3000   measure a server that is already running
//   npm run lighthouse -- --out=reports   also write each run's full JSON report
//   npm run lighthouse -- --strict        exit 1 when a page misses the target
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromeFlags, chromePath, startBuiltApp } from './built-app.mjs';

const TARGET = { score: 95, lcpMs: 1800 };

const root = fileURLToPath(new URL('..', import.meta.url));

/** @param {string} name */
function option(name) {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}
const runs = Math.max(1, Number(option('runs') ?? 3) || 1);
const strict = process.argv.includes('--strict');
const outDir = option('out');
const givenUrl = option('url')?.replace(/\/$/, '');

/**
 * Starts Chromium with a DevTools port for Lighthouse to drive.
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'glowmarket-lighthouse-'));
  const child = spawn(
    chromePath,
    [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  async function stop() {
    child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  }
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${chromePath} did not open its DevTools port:\n${output}`)),
      30_000,
    );
    child.once('error', (error) => reject(new Error(`Cannot start ${chromePath} (set CHROME_PATH): ${error.message}`)));
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  }).catch(async (/** @type {unknown} */ error) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

/** One line of progress on a terminal, overwritten by the next; nothing in a log file. */
function progress(/** @type {string} */ text) {
  if (process.stdout.isTTY)
    process.stdout.write(`\r${text.slice(0, process.stdout.columns - 1).padEnd(process.stdout.columns - 1)}\r`);
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @param {string} base
 * @returns {Promise<Array<{ name: string, path: string }>>}
 */
async function pagesOf(base) {
  const answer = await fetch(`${base}/api/products?page=1`);
  if (!answer.ok) throw new Error(`GET /api/products?page=1 answered ${answer.status}`);
  const { items } = /** @type {{ items: Array<{ id: string }> }} */ (await answer.json());
  const product = items[0];
  if (!product) throw new Error('The catalog is empty: no product page to measure.');
  return [
    { name: 'home', path: '/' },
    { name: 'catalog', path: '/catalog' },
    { name: 'product', path: `/products/${product.id}` },
  ];
}

async function main() {
  /** @type {{ url: string, stop: () => Promise<void> } | undefined} */
  let server;
  if (!givenUrl) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale', '--demo'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    console.log('Starting the demo server…');
    server = await startBuiltApp();
  }
  const base = givenUrl ?? server?.url ?? '';
  const chromium = await launchChromium();
  if (outDir) mkdirSync(outDir, { recursive: true });

  /** @type {Array<{ name: string, path: string, score: number, fcp: number, lcp: number, tbt: number, cls: number }>} */
  const results = [];
  try {
    for (const page of await pagesOf(base)) {
      /** @type {Array<{ score: number, fcp: number, lcp: number, tbt: number, cls: number }>} */
      const samples = [];
      for (let run = 1; run <= runs; run += 1) {
        progress(`${page.path}: run ${run} of ${runs}…`);
        const result = await lighthouse(`${base}${page.path}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        });
        if (outDir) writeFileSync(path.join(outDir, `${page.name}-${run}.json`), JSON.stringify(lhr));
      }
      results.push({
        ...page,
        score: median(samples.map((sample) => sample.score)),
        fcp: median(samples.map((sample) => sample.fcp)),
        lcp: median(samples.map((sample) => sample.lcp)),
        tbt: median(samples.map((sample) => sample.tbt)),
        cls: median(samples.map((sample) => sample.cls)),
      });
    }
  } finally {
    await chromium.stop();
    await server?.stop();
  }

  progress('');
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Lighthouse mobile, median of ${runs} run${runs === 1 ? '' : 's'} per page ` +
      `(target: performance >= ${TARGET.score}, LCP <= ${seconds(TARGET.lcpMs)}):`,
  );
  console.log(
    `  ${'page'.padEnd(10)} ${'perf'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}`,
  );
  let missed = false;
  for (const result of results) {
    const met = result.score >= TARGET.score && result.lcp <= TARGET.lcpMs;
    missed ||= !met;
    console.log(
      `  ${result.name.padEnd(10)} ${String(result.score).padStart(5)} ${seconds(result.fcp).padStart(7)} ` +
        `${seconds(result.lcp).padStart(7)} ${`${Math.round(result.tbt)} ms`.padStart(7)} ` +
        `${result.cls.toFixed(3).padStart(6)}  ${met ? 'meets the target' : 'MISSES the target'}  ${result.path}`,
    );
  }
  if (missed && strict) process.exit(1);
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
