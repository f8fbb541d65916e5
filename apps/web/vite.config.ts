import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|json|txt|map)$/;

/** Writes .br and .gz beside every text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'glowmarket:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            if (content.length < 1024) return;
            await writeFile(`${full}.gz`, await promisify(gzip)(content, { level: 9 }));
            await writeFile(
              `${full}.br`,
              await promisify(brotliCompress)(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

/**
 * Puts the entry's style sheet (Mantine's base rules and variables, the theme, the shell's CSS
 * modules: about 7 KiB compressed) into index.html, so the first paint waits for no request but
 * the page's own. Mantine's component styles are not part of it (app/mantine-island.tsx).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'glowmarket:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          const css = String(asset.source).replaceAll('</style', '<\\/style');
          return `<style>${css}</style>`;
        });
      },
    },
  };
}

const localesDir = path.resolve(import.meta.dirname, 'src/locales');

/** Every translation file as `<language>/<namespace>.json` with its content, in a stable order. */
function localeFiles(): [string, Buffer][] {
  return readdirSync(localesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
    .map((file) => [file, readFileSync(path.join(localesDir, file))]);
}

/**
 * The translations under one folder named by a hash of them all, `/assets/locales/<hash>/<language>/
 * <namespace>.json`, cached for a year like every asset. The script then needs that one path
 * (lib/i18n.ts) instead of a hashed name for each of the 11 × N files, which cost the first load
 * about 2 KiB. A change to any text renames the folder. In development Vite serves the sources.
 */
function localesUnderOneHash(): Plugin {
  const hash = createHash('sha256');
  for (const [file, content] of localeFiles()) hash.update(file).update(content);
  const base = `/assets/locales/${hash.digest('base64url').slice(0, 10)}/`;
  return {
    name: 'glowmarket:locales',
    config: (_config, { command }) => ({
      define: { 'import.meta.env.VITE_LOCALES_BASE': JSON.stringify(command === 'build' ? base : '/src/locales/') },
    }),
    generateBundle() {
      for (const [file, content] of localeFiles()) {
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${file}`, source: content });
      }
    },
  };
}

/**
 * How the browser's build groups modules into chunks, beyond Rolldown's own splitting. Each file
 * costs a page its own compression dictionary and import lines, a good part of a small chunk's
 * size: these two groups took /catalog from 19 scripts to 12 and 3.4 KiB less (check-bundle), and
 * every other page loads less too.
 */
const chunkGroups = [
  // Every module the entry imports statically runs before any page draws: one entry chunk rather
  // than the entry, React's runtime, i18next, the API client and the query hook apart.
  { name: 'index', tags: ['$initial' as const] },
  // A product in a list and the parts of it the product and comparison pages show too (price, cart
  // and comparison buttons), which those pages load anyway. Their dependencies (money, toasts,
  // rating stars) stay apart: seller and account pages use them without any product.
  {
    name: 'product-card',
    test: /[\\/]src[\\/]components[\\/](product-card|product-price|compare-button|cart[\\/]add-to-cart-button)(\.module\.css)?(\.tsx)?$|[\\/]icons[\\/]Icon(Photo|ScaleOff)\.mjs$/,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (src/first-screen.tsx, `vite build --ssr`) is read from disk, never served.
  plugins: isSsrBuild
    ? [react(), localesUnderOneHash()]
    : [react(), localesUnderOneHash(), precompress(), inlineEntryCss()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // Which style sheets each page needs: the server puts them into a page's first screen.
    manifest: !isSsrBuild,
    sourcemap: false,
    // The translations (lib/i18n.ts) stay files of their own, fetched when their language is shown,
    // rather than small ones being inlined into the script as data: URLs.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    modulePreload: {
      // With JavaScript filtered out below, no page ever has a modulepreload link, so the polyfill
      // for browsers without them would have nothing to do.
      polyfill: false,
      // A lazy page's own chunk names its JavaScript imports, which the browser fetches as soon as
      // it reads them; listing them again for every lazy route made the entry ~3 KiB larger
      // (scripts/check-bundle.mjs). Style sheets still load with the page that needs them.
      resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
