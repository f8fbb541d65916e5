/**
 * npm run bench:catalog — the storefront's reads, on the PostgreSQL database of DATABASE_URL, or
 * without it on the embedded PGlite in a data directory of the bench's own (BENCH_DATA_DIR).
 *
 * The first run generates the catalog (catalog-data.ts): BENCH_PRODUCTS products (100 000 by
 * default) from one seller per hundred, titles in all 11 languages, 24 categories of very uneven
 * size, 30% of the listings rated. Every run then VACUUMs and ANALYZEs and draws its traffic from
 * the data (catalog-traffic.ts): broad and rare words of real titles and compositions, by how many
 * products the search vectors say they match; deep pages of the big categories and of the whole
 * catalog, by their page links' anchors and by typed page numbers; prices and filters that leave
 * a handful of products; random product ids. It starts the server with the response cache off and
 * sends each kind at its target rate, then again with the cache on, and prints each kind's rate,
 * p50/p95/p99, non-2xx, share of the same server's /api/health and verdict, with the load average
 * while it ran. BENCH_SECONDS and BENCH_CONNECTIONS change the load; docs/benchmarks.md has more.
 */
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import {
  columnsOf,
  describeTarget,
  measure,
  sampleLoadAverage,
  startServer,
  verdictOf,
  type Figures,
  type Target,
} from './bench-kit';
import { ensureCatalog, seededRandom } from './catalog-data';
import { describeWords, drawTraffic, requestPaths, varied, type RequestKind } from './catalog-traffic';

const WARM_UP_SECONDS = 3;
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const config = loadConfig();
const onPostgres = config.databaseUrl !== undefined;
/** The same catalog on both engines unless asked otherwise (PGlite generates 100 000 products in under a minute). */
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), `glowmarket-bench-catalog-${products}`);
const engine = onPostgres ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;

const LIST: Target = { rate: 3_000, percentile: 'p99', ms: 25 };
const DEEP: Target = { rate: 500, percentile: 'p95', ms: 25 };
const SEARCH: Target = { rate: 500, percentile: 'p95', ms: 30 };
const DETAIL: Target = { rate: 4_000, percentile: 'p95', ms: 10 };
const CACHED: Target = { rate: 10_000 };

/** Each kind of request, with the target of the storefront request it is (a filtered list is a list, a word a search). */
const KINDS: { kind: RequestKind; label: string; target: Target }[] = [
  { kind: 'list', label: 'list: category, sort, price range, pages 1–40', target: LIST },
  { kind: 'deepByLink', label: 'list: any page to the last, by link', target: DEEP },
  { kind: 'deepByNumber', label: 'list: any page to the last, by typed number', target: DEEP },
  { kind: 'search', label: 'search: typed words, broad and rare', target: SEARCH },
  { kind: 'rareInCategory', label: 'search: a rare word in its category', target: SEARCH },
  { kind: 'fewResults', label: 'list: filters with few results', target: LIST },
  { kind: 'detail', label: 'product detail: random ids', target: DETAIL },
];

const loadBefore = loadavg()[0]!;
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolMax: 2 });
await handle.migrate();
await ensureCatalog(handle.db, products);
console.log('VACUUM ANALYZE…');
await handle.db.execute(sql`vacuum analyze`);
console.log('Drawing the traffic from the data…');
const traffic = await drawTraffic(handle.db, Date.now());
// PGlite is one process's: the server opens the data directory once the bench has closed it.
await handle.close();
const paths = requestPaths(traffic, Date.now());

interface Row {
  label: string;
  cache: 'off' | 'on';
  /** Undefined where no verdict is given: the cache-on runs of the uncached kinds. */
  target: Target | undefined;
  figures: Figures;
  load: { average: number; max: number };
}
const results: Row[] = [];
const loadDuringRun = sampleLoadAverage();
/** A warm-up, then the measured run, with the load average sampled while it runs. */
async function run(url: string, requests: Request[], rate?: number) {
  const sampler = sampleLoadAverage();
  const figures = await measure({
    url,
    connections,
    seconds,
    requests,
    warmUpSeconds: WARM_UP_SECONDS,
    ...(rate ? { overallRate: rate } : {}),
  });
  return { figures, load: sampler.stop() };
}

/** BENCH_ONLY=search,list: only these kinds, cache off — while working on one of them. */
const only = process.env.BENCH_ONLY?.split(',');
const measuredKinds = only ? KINDS.filter(({ kind }) => only.includes(kind)) : KINDS;

for (const cache of only ? (['off'] as const) : (['off', 'on'] as const)) {
  const server = await startServer(
    { CATALOG_CACHE_TTL_MS: cache === 'off' ? '0' : '30000', ...(onPostgres ? {} : { DATA_DIR: dataDir }) },
    onPostgres ? 20 : 120,
  );
  try {
    if (cache === 'off') {
      const health = await run(server.url, [{ method: 'GET', path: '/api/health' }]);
      results.push({ label: 'GET /api/health', cache, target: undefined, ...health });
    }
    for (const { kind, label, target } of measuredKinds) {
      const measured = await run(server.url, varied(paths[kind]), target.rate);
      results.push({ label, cache, target: cache === 'off' ? target : undefined, ...measured });
    }
    if (cache === 'on') {
      // The popular lists a cache is for: a few hundred URLs, each asked for again and again.
      const popular = Array.from({ length: 300 }, () => paths.list());
      const pick = seededRandom(Date.now()).pick;
      const requests: Request[] = [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: pick(popular),
            headers: { 'accept-encoding': 'gzip, deflate, br', 'x-language': 'en-US', 'x-currency': 'EUR' },
          }),
        },
      ];
      results.push({ label: 'popular lists, cached', cache, target: CACHED, ...(await run(server.url, requests)) });
    }
  } finally {
    await server.stop();
  }
}
const wholeRun = loadDuringRun.stop();

const health = results[0]!.figures;
const anchoredPages = traffic.anchored.reduce((sum, list) => sum + list.anchors.length, 0);
console.log(
  `\n${engine}: ${traffic.total} public products (BENCH_PRODUCTS=${products}) in ${traffic.categories.length} categories; ` +
    `${connections} connections, ${seconds} s each after ${WARM_UP_SECONDS} s of warm-up`,
);
console.log(`Search words: ${describeWords('broad', traffic.broad)}; ${describeWords('rare', traffic.rare)}.`);
console.log(
  `Deep pages: ${traffic.deepLists.length} lists (the whole catalog and categories of ${traffic.deepLists.at(-1)?.size ?? 0}+ products); ` +
    `by link, ${anchoredPages} page anchors of ${traffic.anchored.length} lists in one order each (the whole catalog in all four).\n`,
);
console.table(
  results.map((row) => ({
    request: row.label,
    cache: row.cache,
    target: row.target ? describeTarget(row.target) : row.label.startsWith('GET') ? 'as fast as it answers' : '',
    ...columnsOf(row.figures),
    'of health': (row.figures.rate / health.rate).toPrecision(2),
    verdict: row.target ? verdictOf(row.figures, row.target).verdict : '',
    'load avg/max': `${row.load.average.toFixed(1)}/${row.load.max.toFixed(1)}`,
  })),
);
for (const row of results) {
  const why = row.target ? verdictOf(row.figures, row.target).why : [];
  if (why.length > 0) console.log(`${row.label} (cache ${row.cache}): MISS — ${why.join('; ')}`);
}
console.log(
  `Load average (1 min) on ${availableParallelism()} cores: ${loadBefore.toFixed(2)} before the run, ` +
    `${wholeRun.average.toFixed(2)} on average and ${wholeRun.max.toFixed(2)} at most while it ran; /api/health's rate shows the same.`,
);
