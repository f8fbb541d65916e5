import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
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

/** Every group holding any of `entries` (words or phrases, normalised), through the words index. */
export async function synonymGroupsContaining(db: Database, entries: string[]): Promise<string[][]> {
  if (entries.length === 0) return [];
  const list = sql.join(
    entries.map((entry) => sql`${entry}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select words from ${searchSynonyms} where words && array[${list}]::text[]`);
  return rowsOf<{ words: string[] }>(result).map((row) => row.words);
}

/**
 * For each word, up to three single words of the synonym groups closest to it by trigrams, so a
 * misspelt "sunscren" finds "sunscreen" even when no product text uses it.
 */
export async function closestSynonymWords(db: Database, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(words.map((word) => [word, []]));
  if (words.length === 0) return found;
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select w.word, s.term
    from unnest(array[${list}]::text[]) as w(word)
    cross join lateral (
      select term from (select distinct unnest(${searchSynonyms.words}) as term from ${searchSynonyms}) synonym
      where term % w.word and position(' ' in term) = 0
      order by term <-> w.word, term
      limit 3
    ) s`);
  for (const row of rowsOf<{ word: string; term: string }>(result)) {
    found.get(row.word)?.push(row.term);
  }
  return found;
}
