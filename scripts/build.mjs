// Builds what the server runs: the web app (apps/web/dist), the server's JavaScript
// (apps/api/dist) and, with --demo, the operator sandboxes the demo serves (packages/sandboxes/dist;
// a production build leaves them out). With --if-stale each part builds only when its sources
// changed since its last build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/build-stamp.mjs';

const flags = process.argv.includes('--if-stale') ? ['--if-stale'] : [];
const parts = [
  'build-web.mjs',
  'build-server.mjs',
  ...(process.argv.includes('--demo') ? ['build-sandboxes.mjs'] : []),
];
for (const part of parts) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', part), ...flags], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
