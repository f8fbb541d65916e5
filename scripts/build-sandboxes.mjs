// Builds the operator sandboxes (packages/sandboxes) into packages/sandboxes/dist/index.js, what
// plain node loads for `import('@glowmarket/sandboxes')`; tests and tsx runs read the TypeScript
// through the `source` export condition instead. With --if-stale it builds only when the sources
// changed since the last build.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildStamp, root } from './lib/build-stamp.mjs';
import { bundleForNode } from './lib/node-bundle.mjs';

const sandboxes = path.join(root, 'packages/sandboxes');
const outdir = path.join(sandboxes, 'dist');
const stamp = buildStamp({
  inputs: ['packages/sandboxes/src', 'packages/sandboxes/package.json', 'packages/shared/src', 'scripts/lib'],
  stampFile: path.join(outdir, '.build-hash'),
  outputs: [path.join(outdir, 'index.js')],
});
if (!(process.argv.includes('--if-stale') && stamp.fresh)) {
  const started = performance.now();
  rmSync(outdir, { recursive: true, force: true });
  await bundleForNode({ entryPoints: { index: path.join(sandboxes, 'src/index.ts') }, outdir }).catch(() => {
    console.error("Building the operator sandboxes failed (esbuild's output is above).");
    process.exit(1);
  });
  stamp.markBuilt();
  console.log(`Built the operator sandboxes in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
