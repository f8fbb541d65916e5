// npm run dev: the API with reload on change (port 3000) and Vite's dev server with hot
// reload (http://localhost:5173), which forwards /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { DEMO_MODE: 'true', ...process.env };

const children = [
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--conditions=source', 'apps/api/src/server.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, WEB_DIST_DIR: path.join(root, 'apps/web/.no-build-in-dev') },
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...env, API_PORT: process.env.PORT ?? '3000' },
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
