import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuiteDatabase, type TestDatabase } from '../../../test/database';
import { openDatabase, rowsOf, type DatabaseHandle } from '../../db/client';
import { cacheTags } from '../../lib/response-cache';
import { createSynonymGroups, similarity, trigramsOf, type SynonymGroups } from './synonym-groups';
import { insertSynonymGroup } from './synonyms.repository';

let database: TestDatabase;
let handle: DatabaseHandle;
let groups: SynonymGroups;

beforeAll(async () => {
  database = await createSuiteDatabase();
  handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolMax: 2 });
  await handle.migrate();
  // The default groups come with the migrations; one more with a Chinese word and a phrase.
  await insertSynonymGroup(handle.db, ['moisturiser', 'moisturizer', 'nawilzajacy', '保湿', 'krem nawilzajacy']);
  groups = createSynonymGroups(handle.db, { warn: () => undefined });
  await groups.load();
});

afterAll(async () => {
  await handle.close();
  await database.drop();
});

const WORDS = ['sunscren', 'spff', 'filtr', 'moisturisr', 'nawilzajcy', '保湿霜', 'solare', 'zzz', 'sun'];

describe('the synonym groups in memory', () => {
  it('measure two words alike as pg_trgm does', async () => {
    const pairs = WORDS.flatMap((word) => ['sunscreen', 'moisturizer', 'spf', '保湿'].map((term) => [word, term]));
    for (const [word, term] of pairs) {
      const [row] = rowsOf<{ similarity: number }>(
        await handle.db.execute(sql`select similarity(${word}, ${term})::float8 as similarity`),
      );
      expect(similarity(trigramsOf(word!), trigramsOf(term!)), `${word} ~ ${term}`).toBeCloseTo(row!.similarity, 5);
    }
  });

  it('find the same close words as the database would', async () => {
    const list = sql.join(
      WORDS.map((word) => sql`${word}`),
      sql`, `,
    );
    const expected = new Map<string, string[]>(WORDS.map((word) => [word, []]));
    const result = await handle.db.execute(sql`
      select w.word, s.term
      from unnest(array[${list}]::text[]) with ordinality as w(word, n)
      cross join lateral (
        select term from (select distinct unnest(words) as term from search_synonyms) synonym
        where term % w.word and position(' ' in term) = 0
        order by term <-> w.word, term collate "C"
        limit 3
      ) s`);
    for (const row of rowsOf<{ word: string; term: string }>(result)) expected.get(row.word)?.push(row.term);
    expect(groups.closestWords(WORDS)).toEqual(expected);
    expect(groups.closestWords(['sunscren']).get('sunscren')).toContain('sunscreen');
  });

  it('give every group holding a word or a phrase, each once', async () => {
    const entries = ['spf', 'sunscreen', 'krem nawilzajacy', '保湿', 'nothing'];
    const list = sql.join(
      entries.map((entry) => sql`${entry}`),
      sql`, `,
    );
    const stored = rowsOf<{ words: string[] }>(
      await handle.db.execute(sql`select words from search_synonyms where words && array[${list}]::text[]`),
    ).map((row) => row.words);
    const found = groups.containing(entries);
    expect(found).toHaveLength(stored.length);
    expect(new Set(found.map((group) => group.join('|')))).toEqual(new Set(stored.map((group) => group.join('|'))));
  });

  it('reload when the synonyms change or the cache is cleared whole, not for other changes', async () => {
    await insertSynonymGroup(handle.db, ['lipgloss', 'blyszczyk']);
    await groups.invalidate([cacheTags.lists]);
    expect(groups.containing(['lipgloss'])).toEqual([]);
    await groups.invalidate([cacheTags.lists, cacheTags.synonyms]);
    expect(groups.containing(['lipgloss'])).toEqual([['lipgloss', 'blyszczyk']]);
    await insertSynonymGroup(handle.db, ['tusz', 'mascara']);
    await groups.invalidate();
    expect(groups.containing(['tusz'])).toEqual([['tusz', 'mascara']]);
  });
});
