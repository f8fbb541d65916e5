import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchSynonyms } from './catalog.tables';

/** The synonym groups, oldest first. */
export async function listSynonymGroups(db: Database): Promise<{ id: string; words: string[] }[]> {
  return db
    .select({ id: searchSynonyms.id, words: searchSynonyms.words })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
}

export async function insertSynonymGroup(db: Database, words: string[]): Promise<{ id: string; words: string[] }> {
  const [row] = await db
    .insert(searchSynonyms)
    .values({ words })
    .returning({ id: searchSynonyms.id, words: searchSynonyms.words });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Answers whether there was such a group. */
export async function deleteSynonymGroup(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
  return deleted.length > 0;
}
