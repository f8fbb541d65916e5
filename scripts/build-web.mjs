// Builds the web app into apps/web/dist. With --if-stale it builds only when the sources
// changed since the last build (a content hash, so a fresh clone's file times do not matter).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildStamp, root } from './lib/build-stamp.mjs';

const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
const stamp = buildStamp({
  inputs: [
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/public',
    'apps/web/src',
    'packages/shared/src',
    'package-lock.json',
  ],
  stampFile: path.join(dist, '.build-hash'),
  outputs: [path.join(dist, 'index.html'), path.join(web, 'dist-server/first-screen.js')],
});
const onlyIfStale = process.argv.includes('--if-stale');
if (onlyIfStale && stamp.fresh) process.exit(0);

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
stamp.markBuilt();
if (onlyIfStale) console.log(`Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
