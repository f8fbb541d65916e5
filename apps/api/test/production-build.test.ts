import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Texts only the sandboxes hold: their published keys. */
const SANDBOX_MARKERS = ['whsec_sandbox_not_a_secret', 'p24-sandbox-crc-not-a-secret', 'autopay-sandbox-shared-key'];

describe('the production build of the server', () => {
  let outdir: string;
  let meta: Metafile;

  beforeAll(() => {
    outdir = mkdtempSync(path.join(tmpdir(), 'glowmarket-server-build-'));
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--outdir', outdir], {
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    meta = JSON.parse(readFileSync(path.join(outdir, 'meta.json'), 'utf8')) as Metafile;
  }, 120_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('is plain JavaScript for node: a server and the database tool', () => {
    const files = readdirSync(outdir);
    expect(files).toEqual(expect.arrayContaining(['server.js', 'cli.js']));
    expect(files.filter((file) => /\.tsx?$/.test(file))).toEqual([]);
  });

  it('contains no code of the operator sandboxes', () => {
    const inputs = Object.keys(meta.inputs);
    expect(inputs.some((input) => input.includes('apps/api/src/app.ts'))).toBe(true);
    expect(inputs.filter((input) => input.includes('packages/sandboxes'))).toEqual([]);
    for (const file of readdirSync(outdir).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(outdir, file), 'utf8');
      for (const marker of SANDBOX_MARKERS) expect(code, `${file} holds ${marker}`).not.toContain(marker);
    }
  });

  it('loads the sandboxes only by a dynamic import, left to node', () => {
    const imports = Object.values(meta.outputs).flatMap((output) => output.imports);
    const sandboxImports = imports.filter((imported) => imported.path === '@glowmarket/sandboxes');
    expect(sandboxImports.length).toBeGreaterThan(0);
    for (const imported of sandboxImports) expect(imported).toMatchObject({ kind: 'dynamic-import', external: true });
  });
});
