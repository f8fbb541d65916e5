// Builds the API server into apps/api/dist: server.js (what `npm start` and a production server
// run) and cli.js (migrate, seed), plain JavaScript for node with no TypeScript loader. The demo's
// operator sandboxes are not in it: the server imports `@glowmarket/sandboxes` only in demo mode,
// and that package is built apart (scripts/build-sandboxes.mjs). With --if-stale it builds only
// when the sources changed since the last build.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStamp, root } from './lib/build-stamp.mjs';
import { bundleForNode } from './lib/node-bundle.mjs';

const api = path.join(root, 'apps/api');

/**
 * @param {string} outdir
 * @returns {Promise<import('esbuild').Metafile>}
 */
async function buildServer(outdir) {
  rmSync(outdir, { recursive: true, force: true });
  return bundleForNode({
    entryPoints: { server: path.join(api, 'src/server.ts'), cli: path.join(api, 'src/db/cli.ts') },
    outdir,
    external: ['@glowmarket/sandboxes'],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // --outdir <dir> builds elsewhere (the build's own test inspects a fresh build there).
  const given = process.argv.indexOf('--outdir');
  const outdir = given > 0 ? path.resolve(process.argv[given + 1] ?? '') : path.join(api, 'dist');
  const stamp = buildStamp({
    inputs: ['apps/api/src', 'apps/api/package.json', 'packages/shared/src', 'package-lock.json', 'scripts/lib'],
    stampFile: path.join(outdir, '.build-hash'),
    outputs: [path.join(outdir, 'server.js'), path.join(outdir, 'cli.js')],
  });
  if (!(process.argv.includes('--if-stale') && stamp.fresh)) {
    const started = performance.now();
    const metafile = await buildServer(outdir).catch(() => {
      console.error("Building the server failed (esbuild's output is above).");
      process.exit(1);
    });
    // What went into the build and what each output imports, for checks of its contents.
    writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(metafile));
    stamp.markBuilt();
    console.log(`Built the server in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
}
