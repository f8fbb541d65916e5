import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/client';

/**
 * A search finds listings by their words' beginnings (match_vector, migration 0033) and checks a
 * phrase's word order in the words themselves (search_vector): together they must find exactly
 * what the words alone find, for every kind of word a search's tsquery holds.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const LONG_WORD = 'pneumonoultramicroscopicsilicovolcanoconiosisextra';
const TEXTS = [
  'hydrating serum',
  'krem z filtrem spf50',
  'sun cream',
  'cream for the sun',
  '面部防晒乳 spf50',
  '防晒霜 spf30',
  'crème solaire',
  'ab cd serumy',
  LONG_WORD,
];
const QUERIES = [
  'ser:*',
  'serum:*',
  'serum',
  'se:*',
  'hydrating:*',
  'hydratingx:*',
  'spf:*',
  'spf50',
  'sun <-> cream:*',
  'cream <-> sun:*',
  'krem <2> filtrem:*',
  '防晒:*',
  '防:*',
  '面部防晒乳:*',
  'ab',
  'ab:*',
  'a:*',
  'crè:*',
  'cr:*',
  `${LONG_WORD.slice(0, 40)}:*`,
  `${LONG_WORD.slice(0, 45)}:*`,
  `${LONG_WORD}:*`,
  '(serum:* | krem) & (hydr:* | filtr:*)',
  '(sun <-> cream:* | spf:*) & (solair:* | 防晒:*)',
];
/** Words no text holds: "cream" and "sun" are in two texts, never in that order. */
const FOUND_NOWHERE = ['hydratingx:*', 'cream <-> sun:*'];

describe('the words’ beginnings', () => {
  it('find, with a phrase’s order checked in the words, exactly what the words find', async () => {
    const result = await testApp.app.db.execute(sql`
      select t.text, q.query,
        to_tsvector('simple', t.text) @@ to_tsquery('simple', q.query) as "byWords",
        catalog_match_vector(to_tsvector('simple', t.text)) @@ catalog_match_query(to_tsquery('simple', q.query))
          and (strpos(to_tsquery('simple', q.query)::text, '<') = 0
            or to_tsvector('simple', t.text) @@ to_tsquery('simple', q.query)) as "byBeginnings"
      from unnest(${`{${TEXTS.map((text) => `"${text}"`).join(',')}}`}::text[]) as t(text),
        unnest(${`{${QUERIES.map((query) => `"${query}"`).join(',')}}`}::text[]) as q(query)`);
    const rows = rowsOf<{ text: string; query: string; byWords: boolean; byBeginnings: boolean }>(result);
    expect(rows).toHaveLength(TEXTS.length * QUERIES.length);
    expect(rows.filter((row) => row.byWords !== row.byBeginnings)).toEqual([]);
    // Each kind of word matches somewhere, so the comparison is not between two empty answers.
    const found = new Set(rows.filter((row) => row.byWords).map((row) => row.query));
    expect(QUERIES.filter((query) => !found.has(query))).toEqual(FOUND_NOWHERE);
  });

  it('find a word by any beginning of three letters or more, and a Chinese one by any', async () => {
    const result = await testApp.app.db.execute(
      sql`select catalog_match_vector(to_tsvector('simple', 'serum 防晒霜 ab'))::text as "vector"`,
    );
    expect(rowsOf<{ vector: string }>(result)[0]?.vector).toBe(
      `'ab' 'ser*' 'seru*' 'serum' 'serum*' '防*' '防晒*' '防晒霜' '防晒霜*'`,
    );
  });
});
