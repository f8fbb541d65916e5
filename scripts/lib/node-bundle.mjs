// Bundles a workspace's TypeScript for node with esbuild: our code in one file per entry, every
// npm package left to node at run time — except the workspace's own packages that export their
// TypeScript source (@glowmarket/shared), which node cannot load and which are bundled in.
import { build } from 'esbuild';

/**
 * @param {{ entryPoints: Record<string, string>; outdir: string; external?: string[] }} options
 * @returns {Promise<import('esbuild').Metafile>}
 */
export async function bundleForNode({ entryPoints, outdir, external = [] }) {
  /** @type {import('esbuild').Plugin} */
  const packagesStayExternal = {
    name: 'packages-stay-external',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) =>
        args.kind === 'entry-point' || (args.path.startsWith('@glowmarket/') && !external.includes(args.path))
          ? undefined
          : { path: args.path, external: true },
      );
    },
  };
  const result = await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Chunks beside the entries: code that finds files from its own place (apps/api/src/paths.ts)
    // sits one level below the package either way.
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    metafile: true,
    plugins: [packagesStayExternal],
    logLevel: 'warning',
  });
  return result.metafile;
}
