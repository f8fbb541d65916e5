// Checks the bundle budget of the catalog route: the JavaScript a visitor loads before /catalog
// shows — the entry chunk, the catalog page's lazy chunk and every chunk either imports
// statically — must stay at or under 150 KiB gzipped. Reads the manifest of `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const CATALOG_PAGE = 'src/features/catalog/pages/catalog-page.tsx';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(root, manifestFile)}: build the web app first (npm run build).`);
  process.exit(1);
}

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error('The manifest names no entry chunk.');
  process.exit(1);
}
if (!manifest[CATALOG_PAGE]) {
  console.error(`The manifest has no chunk for ${CATALOG_PAGE}.`);
  process.exit(1);
}

/**
 * Every chunk the given ones load statically, themselves included, each once.
 * @param {string[]} keys
 * @returns {string[]}
 */
function staticClosure(keys) {
  const seen = new Set();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = /** @type {string} */ (queue.shift());
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen];
}

const files = [...new Set(staticClosure([entryKey, CATALOG_PAGE]).map((key) => manifest[key]?.file ?? ''))].filter(
  (file) => file.endsWith('.js'),
);
const sizes = files
  .map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
  .sort((a, b) => b.bytes - a.bytes);
const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('Initial JavaScript of /catalog (gzipped):');
for (const { file, bytes } of sizes) console.log(`  ${kib(bytes).padStart(10)}  ${file}`);
console.log(`  ${kib(total).padStart(10)}  total (budget ${kib(BUDGET_BYTES)})`);

if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kib(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
