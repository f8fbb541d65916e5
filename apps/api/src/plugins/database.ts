import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
  migrate: boolean;
}

/** Opens the database when the app starts and closes it (after in-flight requests) when it stops. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = await openDatabase({
      ...options,
      onConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    });
    if (options.migrate) await handle.migrate();
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
