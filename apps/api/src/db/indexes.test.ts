import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from './client';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('the indexes', () => {
  it('write into every GIN index at once, leaving no pending list for a search to read', async () => {
    const result = await testApp.app.db.execute(sql`
      select c.relname as "name", coalesce(c.reloptions, '{}') as "options" from pg_index i
      join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where a.amname = 'gin' and c.relnamespace = 'public'::regnamespace order by 1`);
    expect(rowsOf<{ name: string; options: string[] }>(result)).toEqual([
      { name: 'catalog_listings_free_from_idx', options: ['fastupdate=false'] },
      { name: 'catalog_listings_ingredients_idx', options: ['fastupdate=false'] },
      { name: 'catalog_listings_match_idx', options: ['fastupdate=false'] },
      { name: 'catalog_listings_match_sample_idx', options: ['fastupdate=false'] },
      { name: 'companies_short_name_trgm_idx', options: ['fastupdate=false'] },
      { name: 'products_search_title_trgm_idx', options: ['fastupdate=false'] },
      { name: 'search_synonyms_words_idx', options: ['fastupdate=false'] },
      { name: 'search_terms_trgm_idx', options: ['fastupdate=false'] },
    ]);
  });
});
