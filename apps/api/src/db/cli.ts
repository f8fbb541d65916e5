/**
 * npm run db:migrate | db:seed | db:reset — against DATABASE_URL, or the PGlite files in DATA_DIR
 * (stop `npm start` first: PGlite allows one process at a time).
 */
import { sql } from 'drizzle-orm';
import { adminOf, loadConfig } from '../config';
import { openDatabase } from './client';
import { openStorage } from '../lib/open-storage';
import { seedDatabase } from './seed/seed';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
  console.error('usage: cli.ts migrate|seed|reset');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
try {
  if (command === 'reset') {
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`drop schema public cascade`);
    await handle.db.execute(sql`create schema public`);
  }
  await handle.migrate();
  console.log(`migrated (${handle.engine})`);
  if (command !== 'migrate') {
    await seedDatabase(handle.db, {
      demo: config.demoMode,
      admin: adminOf(config),
      storage: await openStorage(config),
      publicUrl: config.publicUrl,
    });
    console.log('seeded');
  }
} finally {
  await handle.close();
}
