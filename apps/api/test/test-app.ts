import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { seedDatabase } from '../src/db/seed/seed';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on its own fresh, migrated and seeded database (no demo data), without a port.
 * Call `close()` in afterAll.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const base = loadConfig({ ...process.env, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const database = await createTestDatabase(base.databaseUrl);
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'glowmarket-uploads-'));
  const config: Config = {
    ...base,
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    dbPoolMax: 4,
    seedDemoData: false,
    migrateOnStart: true,
    webDistDir: '/nonexistent',
    uploadsDir,
    smtpUrl: undefined,
    ...overrides,
  };
  const app = await buildApp(config);
  await seedDatabase(app.db, { demo: false, storage: app.storage, publicUrl: 'http://localhost:3000' });
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
