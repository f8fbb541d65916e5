import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    /** The storefront's public catalog reads: a read replica when one is set, else `db`. */
    readDb: Database;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
  migrate: boolean;
  /** A read replica (`DATABASE_READ_URL`); tests give another database as `dataDir` on PGlite. */
  replica?: { databaseUrl: string | undefined; dataDir: string } | undefined;
}

/**
 * Opens the database (and its read replica, when one is set) when the app starts and closes it
 * (after in-flight requests) when it stops.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = await openDatabase({
      ...options,
      onConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    });
    if (options.migrate) await handle.migrate();
    const replica = options.replica && (await openDatabase({ ...options.replica, poolMax: options.poolMax }));
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.decorate('readDb', replica ? replica.db : handle.db);
    app.addHook('onClose', async () => {
      await replica?.close();
      await handle.close();
    });
  },
  { name: 'database' },
);
