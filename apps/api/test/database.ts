import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config';

export interface TestDatabase {
  /** Settings that point the app at this database. */
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database on the PostgreSQL server when
 * DATABASE_URL is set, otherwise an in-memory PGlite. The app migrates it when it starts.
 */
export async function createTestDatabase(serverUrl: string | undefined): Promise<TestDatabase> {
  if (!serverUrl) return { databaseUrl: undefined, dataDir: 'memory://', drop: async () => {} };

  const name = `glowmarket_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A fresh database on the server the suite runs against (its DATABASE_URL), or PGlite. */
export function createSuiteDatabase(): Promise<TestDatabase> {
  return createTestDatabase(loadConfig(process.env).databaseUrl);
}
