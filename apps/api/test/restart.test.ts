import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDatabase } from '../src/db/seed/seed';
import { abuseReports } from '../src/modules/site/site.tables';

const dataDir = mkdtempSync(path.join(tmpdir(), 'glowmarket-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The embedded database as `npm start` uses it: PGlite files in DATA_DIR, whatever the test engine. */
async function startEmbedded() {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    dataDir,
    databaseUrl: undefined,
    webDistDir: '/nonexistent',
  };
  const app = await buildApp(config);
  await seedDatabase(app.db, { demo: false, storage: app.storage, publicUrl: 'http://localhost:3000' });
  return app;
}

describe('the embedded database', () => {
  it('keeps what one start saved for the next start on the same data dir', async () => {
    const first = await startEmbedded();
    const created = await first.inject({
      method: 'POST',
      url: '/api/site/reports',
      payload: {
        reason: 'fraud',
        description: 'A seller asked me to pay outside the marketplace by bank transfer.',
        reporterEmail: 'buyer@example.com',
      },
    });
    expect(created.statusCode).toBe(201);
    await first.close();

    const second = await startEmbedded();
    const [saved] = await second.db.select({ count: sql<number>`count(*)::int` }).from(abuseReports);
    expect(saved?.count).toBe(1);
    const site = await second.inject({ method: 'GET', url: '/api/site' });
    expect(site.json()).toMatchObject({ portalName: 'Glowmarket' });
    await second.close();
  });
});

describe('the server process', () => {
  it('stops cleanly on SIGTERM', async () => {
    const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverFile], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'signal'),
        LOG_LEVEL: 'info',
        LOG_FORMAT: '',
        DATABASE_URL: '',
        // The demo catalog would only make the start slower; stopping is what is tested.
        DEMO_MODE: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A failed test must not leave a server running.
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
      child.stdout.on('data', () => {
        if (output.includes('Glowmarket is ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exitCode = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
    expect(output).toContain('shutting down');
    // Not a terminal: every line is JSON for a log collector, the last start line included.
    const lines = output.trim().split('\n');
    expect(lines.every((line) => line.startsWith('{'))).toBe(true);
    expect(output).toMatch(/"msg":"Glowmarket is ready \([\d.]+ s\): open http:\/\/localhost:0"/);
  });
});
