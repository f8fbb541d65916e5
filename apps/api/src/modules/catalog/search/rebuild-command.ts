/**
 * npm run search:rebuild — builds the search engine's index (SEARCH_URL) afresh from the listings
 * in the database and swaps it in; the shop keeps searching the old index meanwhile.
 */
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { createMeilisearchClient, productsIndexUid } from './meilisearch';
import { rebuildSearchIndex } from './rebuild';

const config = loadConfig();
if (!config.search) {
  console.error('SEARCH_URL is not set: search runs on PostgreSQL, there is no index to rebuild.');
  process.exit(2);
}
const client = createMeilisearchClient(config.search);
await client.health();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
try {
  const indexUid = productsIndexUid(config.databaseUrl, config.dataDir);
  const count = await rebuildSearchIndex({ db: handle.db, client, indexUid });
  console.log(`search index ${indexUid} rebuilt: ${count} documents`);
} finally {
  await handle.close();
}
