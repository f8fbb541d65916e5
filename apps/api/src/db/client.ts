import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiSource } from '../paths';

/** Both engines speak the same dialect; services see only this type. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Plain SQL on the driver itself, for libraries that bring their own (the job queue): `$1`
   * parameters, or several statements when there are none.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Applies the migrations not yet applied; instances starting together take turns (see `exclusive`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs exclusive work: a PostgreSQL advisory
   * lock, held on a connection of its own (not the pool's, which `work` may need whole). PGlite has
   * one process only and runs it directly.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
  /** An idle pooled connection failed (the server restarted, a connection was killed). */
  onConnectionError?: (error: Error) => void;
}

const migrationsFolder = apiSource('db/migrations');

/** The advisory lock that instances starting on one database take turns on: migrating, then seeding. */
const START_LOCK = 'glowmarket:start';

/** A PostgreSQL pool when `databaseUrl` is set, otherwise PGlite under `dataDir/pglite`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax, options.onConnectionError);
  return openPglite(options.dataDir);
}

/**
 * Begins a statement whose best plan depends on its values, which a generic plan cannot know: a
 * list of a search's matches is best read through the search index for a rare word, and through its
 * category for a broad one (36 ms against 6 ms for a broad word in a category of 1 100 listings).
 * Such a statement goes unnamed, so that PostgreSQL plans it for each call.
 */
export const PLANNED_PER_CALL = '/* planned per call */';

/**
 * A connection that prepares each statement with parameters once, under a name made from its
 * text: PostgreSQL then parses it once per connection and plans it once too where a generic plan
 * costs no more than a custom one (from the sixth run on, as it decides). For the storefront's
 * reads, parsing and planning cost more than running them (a catalog page: 1.3 ms of 1.4 ms).
 * A statement without parameters (a migration's several statements), or one planned per call,
 * runs as it did.
 *
 * Reads asked at once inside a transaction (`Promise.all` over one connection) take turns here:
 * pg queues them itself today but warns that it will refuse to from pg@9.
 */
class PreparingClient extends pg.Client {
  /** Settles when the last statement asked of this connection has answered. */
  lastTurn: Promise<unknown> = Promise.resolve();
}
// The client's own query, called on the connection below with `this` set.
// eslint-disable-next-line @typescript-eslint/unbound-method
const plainQuery = pg.Client.prototype.query;
PreparingClient.prototype.query = function (this: PreparingClient, config: unknown, ...rest: unknown[]) {
  const query = typeof config === 'object' && config !== null ? (config as pg.QueryConfig) : undefined;
  const values: unknown = Array.isArray(rest[0]) ? rest[0] : query?.values;
  if (query && !query.name && Array.isArray(values) && values.length > 0 && !query.text.startsWith(PLANNED_PER_CALL)) {
    config = { ...query, name: `g${createHash('sha1').update(query.text).digest('base64url')}` };
  }
  const run = () => (plainQuery as (...args: unknown[]) => unknown).call(this, config, ...rest);
  // A callback or a submittable query is the pool's own, on a connection it has just handed out.
  if (typeof rest.at(-1) === 'function' || typeof (query as { submit?: unknown } | undefined)?.submit === 'function') {
    return run();
  }
  const answer = this.lastTurn.then(run, run);
  this.lastTurn = answer.catch(() => undefined);
  return answer;
} as typeof plainQuery;

function openPostgres(connectionString: string, max: number, onError?: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, Client: PreparingClient });
  // Without a listener an idle connection's error would end the process; the pool replaces it.
  pool.on('error', (error) => onError?.(error));
  const db = drizzlePostgres(pool);
  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const lockHolder = new pg.Client({ connectionString });
    await lockHolder.connect();
    try {
      await lockHolder.query('select pg_advisory_lock(hashtext($1))', [START_LOCK]);
      return await work();
    } finally {
      // Closing the connection releases the lock too, should the unlock itself fail.
      await lockHolder.query('select pg_advisory_unlock(hashtext($1))', [START_LOCK]).catch(() => undefined);
      await lockHolder.end();
    }
  }
  return {
    db,
    engine: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    migrate: () => exclusive(() => migratePostgres(db, { migrationsFolder })),
    exclusive,
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  return {
    db,
    engine: 'pglite',
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Only the simple protocol runs several statements; the last one answers.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of a raw `db.execute` result; both drivers answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
