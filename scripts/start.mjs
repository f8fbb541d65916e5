// npm start: build what is stale (the web app, the server, the demo's operator sandboxes), then run
// the server, which migrates, seeds an empty database and serves the site and the API on one port.
// Without DATABASE_URL it is the demo (DEMO_MODE): embedded database, demo accounts, codes shown.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale', '--demo'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  stdio: 'inherit',
  // React's production build for the storefront's first screens, which the server draws.
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
