// Builds the operator sandboxes (packages/sandboxes) into packages/sandboxes/dist/index.js, what
// plain node loads for `import('@glowmarket/sandboxes')`; tests and tsx runs read the TypeScript
// through the `source` export condition instead. With --if-stale it builds only when the sources
// changed since the last build (a content hash, so a fresh clone's file times do not matter).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const sandboxes = path.join(root, 'packages/sandboxes');
const output = path.join(sandboxes, 'dist/index.js');
const stampFile = path.join(sandboxes, 'dist/.build-hash');
const inputs = ['packages/sandboxes/src', 'packages/shared/src', 'scripts/build-sandboxes.mjs'];

/** @param {string} entry */
function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true })
    .map((name) => path.join(entry, String(name)))
    .filter((name) => statSync(path.join(root, name)).isFile() && !/\.test\.ts$/.test(name));
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

/**
 * Leaves every package import to node at run time, except the workspace's own packages: those are
 * TypeScript source (@glowmarket/shared exports `src/*.ts`), which node cannot load from dist.
 * @type {import('esbuild').Plugin}
 */
const externalPackagesButTheWorkspace = {
  name: 'external-packages-but-the-workspace',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@glowmarket/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const onlyIfStale = process.argv.includes('--if-stale');
const current = sourceHash();
if (onlyIfStale && existsSync(output) && existsSync(stampFile)) {
  if (readFileSync(stampFile, 'utf8').trim() === current) process.exit(0);
}

const started = performance.now();
await build({
  entryPoints: [path.join(sandboxes, 'src/index.ts')],
  outfile: output,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackagesButTheWorkspace],
  logLevel: 'warning',
}).catch(() => {
  console.error("Building the operator sandboxes failed (esbuild's output is above).");
  process.exit(1);
});
writeFileSync(stampFile, `${current}\n`);
console.log(`Built the operator sandboxes in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
