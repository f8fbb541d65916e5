import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuiteDatabase, type TestDatabase } from '../../../../../test/database';
import { openDatabase, type DatabaseHandle } from '../../../../db/client';
import { ingredients } from '../../cosmetics.tables';
import { ensureStarterReference, importReference, readStarterReference, slugOf } from './import';

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createSuiteDatabase();
  handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolMax: 2 });
  await handle.migrate();
});

afterAll(async () => {
  await handle.close();
  await database.drop();
});

const allRows = () => handle.db.select().from(ingredients).orderBy(asc(ingredients.inciName));

async function rowOf(inciName: string) {
  const [row] = await handle.db.select().from(ingredients).where(eq(ingredients.inciName, inciName));
  return row;
}

describe('the reference list', () => {
  const starter = readStarterReference();

  it('is loaded from the starter extract when empty, and only then', async () => {
    const counts = await ensureStarterReference(handle.db);
    expect(counts).toMatchObject({ read: starter.length, added: starter.length, updated: 0, unchanged: 0 });
    expect(counts!.allergens).toBeGreaterThan(100);
    expect(await allRows()).toHaveLength(starter.length);
    expect(await ensureStarterReference(handle.db)).toBeUndefined();
  });

  it('comes out the same when the same file is imported again', async () => {
    const before = await allRows();
    const counts = await importReference(handle.db, starter);
    expect(counts).toMatchObject({ added: 0, updated: 0, unchanged: starter.length });
    expect(await allRows()).toEqual(before);
  });

  it('flags the labelled fragrance allergens and derives the free-from groups from the names', async () => {
    expect(await rowOf('LIMONENE')).toMatchObject({ allergen: true, groups: ['fragrance'] });
    expect(await rowOf('GLYCERIN')).toMatchObject({ allergen: false, groups: [] });
    expect(await rowOf('METHYLPARABEN')).toMatchObject({ allergen: false, groups: ['parabens'] });
    expect(await rowOf('SODIUM LAURETH SULFATE')).toMatchObject({ groups: ['sulfates'] });
    // Moved to Annex II: prohibited, so no longer a name to label.
    expect((await rowOf('BUTYLPHENYL METHYLPROPIONAL'))?.allergen ?? false).toBe(false);
  });

  it('gives each name an address of its own that later imports keep', async () => {
    expect(slugOf('CI 77891')).toBe('ci-77891');
    expect(slugOf('1,2-HEXANEDIOL')).toBe('1-2-hexanediol');
    expect(slugOf('ALCOHOL DENAT.')).toBe('alcohol-denat');
    expect((await rowOf('CI 77891'))?.slug).toBe('ci-77891');
    expect((await rowOf('CAPRYLIC/CAPRIC TRIGLYCERIDE'))?.slug).toBe('caprylic-capric-triglyceride');

    const counts = await importReference(handle.db, [
      // Same words as ALCOHOL DENAT., another name: the address is taken.
      { cosingRef: null, inciName: 'ALCOHOL, DENAT', functions: ['SOLVENT'] },
      { cosingRef: '99001', inciName: 'GLYCERIN', functions: ['HUMECTANT'] },
    ]);
    expect(counts).toMatchObject({ read: 2, added: 1, updated: 1, unchanged: 0 });
    expect((await rowOf('ALCOHOL, DENAT'))?.slug).toBe('alcohol-denat-2');
    expect(await rowOf('GLYCERIN')).toMatchObject({ slug: 'glycerin', cosingRef: '99001', functions: ['HUMECTANT'] });
    expect(await allRows()).toHaveLength(starter.length + 1);
  });
});
