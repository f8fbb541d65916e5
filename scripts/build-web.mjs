// Builds the web app into apps/web/dist. With --if-stale it builds only when the sources
// changed since the last build (a content hash, so a fresh clone's file times do not matter).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
const stampFile = path.join(dist, '.build-hash');
const inputs = [
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/public',
  'apps/web/src',
  'packages/shared/src',
  'package-lock.json',
];

/** @param {string} entry */
function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true })
    .map((name) => path.join(entry, String(name)))
    .filter((name) => statSync(path.join(root, name)).isFile() && !/\.test\.tsx?$/.test(name));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const onlyIfStale = process.argv.includes('--if-stale');
const current = sourceHash();
const built = [path.join(dist, 'index.html'), path.join(web, 'dist-server/first-screen.js'), stampFile];
if (onlyIfStale && built.every((file) => existsSync(file))) {
  if (readFileSync(stampFile, 'utf8').trim() === current) process.exit(0);
}

// `npm run build` shows Vite's report; `npm start` and the e2e run (--if-stale) show one line,
// and Vite's whole output only when the build fails.
const started = performance.now();
console.log(onlyIfStale ? 'Building the web app (the first start, or its sources changed)…' : 'Building the web app…');
// The browser's build, then the server's: the storefront pages' first screens (src/first-screen.tsx).
for (const args of [['build'], ['build', '--ssr', 'src/first-screen.tsx']]) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args], {
    cwd: web,
    stdio: onlyIfStale ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (onlyIfStale)
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error}\n` : ''}`);
    console.error("Building the web app failed (Vite's output is above).");
    process.exit(result.status ?? 1);
  }
}
writeFileSync(stampFile, `${current}\n`);
if (onlyIfStale) console.log(`Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
