import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, startApp, type AppParts } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Clock } from '../src/lib/context';
import { seedDatabase } from '../src/db/seed/seed';
import { createSuiteDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Settings as the environment would give them, read by loadConfig like the server does. */
  env?: Record<string, string>;
  /** Start as server.ts does, seeding what the settings say (the demo in demo mode). */
  asServer?: boolean;
  /** The app's clock (see test/clock.ts); the system's when absent. */
  clock?: Clock;
  /** The job queue's waits and retries; half a second's polling and one-second retries when absent. */
  jobTiming?: AppParts['jobTiming'];
  /** Where the app's log lines go (with `logLevel` and `logFormat: 'json'` in the overrides). */
  logStream?: AppParts['logStream'];
  /** Another database standing in for a read replica (DATABASE_READ_URL). */
  readReplica?: AppParts['readReplica'];
}

/** Jobs in tests: a worker that looks every half second, and retries a second after a failure. */
const TEST_JOB_TIMING = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

/**
 * The real app on its own fresh, migrated and seeded database (no demo data unless `asServer`
 * in demo mode), without a port. Call `close()` in afterAll.
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  // Test databases live where the suite's own DATABASE_URL says; `env` describes the app's settings.
  const database = await createSuiteDatabase();
  const base = loadConfig({
    ...process.env,
    DEMO_MODE: 'false',
    SMTP_URL: '',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Shared state only where a test asks for it: the suite's apps would otherwise share counters.
    REDIS_URL: '',
    ...options.env,
  });
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'glowmarket-uploads-'));
  const config: Config = {
    ...base,
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    dbPoolMax: 4,
    migrateOnStart: true,
    webDistDir: '/nonexistent',
    uploadsDir,
    ...overrides,
  };
  const parts: AppParts = {
    clock: options.clock,
    jobTiming: options.jobTiming ?? TEST_JOB_TIMING,
    logStream: options.logStream,
    readReplica: options.readReplica,
  };
  const dropAll = async () => {
    await database.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    if (options.asServer) {
      app = await startApp(config, parts);
    } else {
      app = await buildApp(config, parts);
      await seedDatabase(app.db, { demo: false, storage: app.storage, publicUrl: 'http://localhost:3000' });
    }
  } catch (error) {
    // A test that expects the start to fail gets no close(): its database goes now.
    await dropAll();
    throw error;
  }
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropAll();
    },
  };
}
