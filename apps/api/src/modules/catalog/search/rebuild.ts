import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import { listSynonymGroups } from '../synonyms.repository';
import { publicDocumentsAfter } from './documents.repository';
import { MeilisearchError, PRODUCTS_INDEX_SETTINGS, type MeilisearchClient } from './meilisearch';

/** Documents sent to the engine per request while rebuilding. */
const BATCH_SIZE = 1_000;

/** The synonyms setting: each word or phrase of a group stands for every other of its groups. */
export function engineSynonymsOf(groups: string[][]): Record<string, string[]> {
  const synonyms = new Map<string, Set<string>>();
  for (const group of groups) {
    for (const entry of group) {
      const others = synonyms.get(entry) ?? new Set<string>();
      for (const other of group) if (other !== entry) others.add(other);
      synonyms.set(entry, others);
    }
  }
  return Object.fromEntries([...synonyms].map(([entry, others]) => [entry, [...others]]));
}

/** The index's settings with the synonyms as the database holds them now. */
export async function indexSettings(db: Database) {
  const groups = await listSynonymGroups(db);
  return { ...PRODUCTS_INDEX_SETTINGS, synonyms: engineSynonymsOf(groups.map((group) => group.words)) };
}

/**
 * Builds the index afresh beside the live one (`<uid>_rebuild_<random>`), from every public
 * listing in batches, then swaps the two (`/swap-indexes`, atomic) and drops the old one: the shop
 * keeps searching the old index until the new one is whole. Answers how many documents it holds.
 * Two rebuilds at once (instances starting together, the command during the first start's job)
 * each build their own and swap in turn. A listing written while the rebuild reads may reach only
 * the old index; its next write, or the next rebuild, brings it over. A rebuild cut short leaves
 * its index behind, to be deleted by hand.
 */
export async function rebuildSearchIndex(deps: {
  db: Database;
  client: MeilisearchClient;
  indexUid: string;
}): Promise<number> {
  const { client, indexUid } = deps;
  const fresh = `${indexUid}_rebuild_${randomUUID().slice(0, 8)}`;
  const path = (uid: string) => `/indexes/${encodeURIComponent(uid)}`;
  await client.write('POST', '/indexes', { uid: fresh, primaryKey: 'id' });
  await client.write('PATCH', `${path(fresh)}/settings`, await indexSettings(deps.db));
  let count = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await publicDocumentsAfter(deps.db, after, BATCH_SIZE);
    if (batch.length === 0) break;
    await client.write('POST', `${path(fresh)}/documents?primaryKey=id`, batch);
    count += batch.length;
    after = batch.at(-1)?.id;
  }
  // A swap wants both indexes; the first build swaps with an empty one (which another rebuild may have made).
  if (!(await client.hasIndex(indexUid))) {
    await client.write('POST', '/indexes', { uid: indexUid, primaryKey: 'id' }).catch((error: unknown) => {
      if (!(error instanceof MeilisearchError && error.code === 'index_already_exists')) throw error;
    });
  }
  await client.write('POST', '/swap-indexes', [{ indexes: [indexUid, fresh] }]);
  await client.write('DELETE', path(fresh));
  return count;
}
