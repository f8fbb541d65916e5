/**
 * npm run ingredients:import -- <file.csv> — loads the European Commission's CosIng inventory
 * ("COSING_Ingredients-Fragrance Inventory_v2.csv", as downloaded) into the reference list of
 * ingredients, then matches every product's ingredient list against it again. Run it again
 * with a newer download at any time: it only adds and updates (see docs/ingredients.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../../../config';
import { openDatabase } from '../../../../db/client';
import { VISITOR, type RequestContext } from '../../../../lib/context';
import { rematchAllProducts } from '../matching';
import { parseCosingCsv, type ReferenceRow } from './cosing-csv';
import { importReference } from './import';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run ingredients:import -- <path to the CosIng CSV export>');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(path.resolve(file), 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
let rows: ReferenceRow[];
try {
  rows = parseCosingCsv(text);
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
try {
  const counts = await importReference(handle.db, rows);
  console.log(
    `${file}: ${counts.read} ingredients read — ${counts.added} added, ${counts.updated} updated, ` +
      `${counts.unchanged} unchanged; ${counts.allergens} of them labelled fragrance allergens`,
  );
  const ctx: RequestContext = {
    db: handle.db,
    actor: VISITOR,
    language: 'en-US',
    currency: 'EUR',
    requestId: 'ingredients-import',
    ip: '127.0.0.1',
    log: pino({ level: 'warn' }),
    now: () => new Date(),
    inTransaction: false,
  };
  const rematched = await rematchAllProducts(ctx);
  console.log(`${rematched} product ingredient lists matched again`);
} finally {
  await handle.close();
}
