import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { apiSource } from '../../../../paths';
import { ingredients } from '../../cosmetics.tables';
import { groupsOf } from '../free-from';
import { LABELLED_FRAGRANCE_ALLERGENS } from './annex-iii-allergens';
import { parseCosingCsv, type ReferenceRow } from './cosing-csv';

/**
 * The starter extract shipped with the product. Read from the sources folder, which the compiled
 * server finds too (apps/api/src/paths.ts), so the build needs no copy step.
 */
export const STARTER_CSV = apiSource('modules/catalog/ingredients/reference/cosing-starter.csv');

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters at 6 a row. */
const BATCH = 1000;

export interface ImportCounts {
  /** Distinct INCI names read. */
  read: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Of those read, the labelled fragrance allergens. */
  allergens: number;
}

/** "CI 77891" → "ci-77891", "1,2-HEXANEDIOL" → "1-2-hexanediol". */
export function slugOf(inciName: string): string {
  return inciName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The export repeats a name now and then (an ingredient also listed in the fragrance inventory). */
function mergeByName(rows: ReferenceRow[]): ReferenceRow[] {
  const byName = new Map<string, ReferenceRow>();
  for (const row of rows) {
    const seen = byName.get(row.inciName);
    if (!seen) byName.set(row.inciName, { ...row, functions: [...row.functions] });
    else {
      seen.cosingRef ??= row.cosingRef;
      seen.functions = [...new Set([...seen.functions, ...row.functions])];
    }
  }
  return [...byName.values()];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Adds the reference rows not yet in `ingredients` and brings the others up to date, matched by
 * INCI name. A known name keeps its slug, so the addresses of ingredient pages outlive every
 * import; a new name whose slug is taken gets "-2", "-3"… Names missing from the file stay: product
 * lists may point at them. Allergen flags and free-from groups are derived here, not read.
 */
export async function importReference(db: Database, rows: ReferenceRow[]): Promise<ImportCounts> {
  const merged = mergeByName(rows);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({
        inciName: ingredients.inciName,
        slug: ingredients.slug,
        cosingRef: ingredients.cosingRef,
        functions: ingredients.functions,
        allergen: ingredients.allergen,
        groups: ingredients.groups,
      })
      .from(ingredients);
    const byName = new Map(existing.map((row) => [row.inciName, row]));
    const takenSlugs = new Set(existing.map((row) => row.slug));
    const counts: ImportCounts = { read: merged.length, added: 0, updated: 0, unchanged: 0, allergens: 0 };
    const writes: (typeof ingredients.$inferInsert)[] = [];

    for (const row of merged) {
      const allergen = LABELLED_FRAGRANCE_ALLERGENS.has(row.inciName);
      if (allergen) counts.allergens += 1;
      const groups = groupsOf(row.inciName, allergen);
      const known = byName.get(row.inciName);
      if (known) {
        const same =
          known.cosingRef === row.cosingRef &&
          known.allergen === allergen &&
          sameList(known.functions, row.functions) &&
          sameList(known.groups, groups);
        if (same) {
          counts.unchanged += 1;
          continue;
        }
        counts.updated += 1;
        writes.push({ ...row, slug: known.slug, allergen, groups });
        continue;
      }
      const base = slugOf(row.inciName) || 'ingredient';
      let slug = base;
      for (let suffix = 2; takenSlugs.has(slug); suffix += 1) slug = `${base}-${suffix}`;
      takenSlugs.add(slug);
      counts.added += 1;
      writes.push({ ...row, slug, allergen, groups });
    }

    for (let start = 0; start < writes.length; start += BATCH) {
      await tx
        .insert(ingredients)
        .values(writes.slice(start, start + BATCH))
        .onConflictDoUpdate({
          target: ingredients.inciName,
          set: {
            cosingRef: sql`excluded.cosing_ref`,
            functions: sql`excluded.functions`,
            allergen: sql`excluded.allergen`,
            groups: sql`excluded.groups`,
          },
        });
    }
    return counts;
  });
}

/** The starter extract's rows. */
export function readStarterReference(): ReferenceRow[] {
  return parseCosingCsv(readFileSync(STARTER_CSV, 'utf8'));
}

/**
 * Loads the starter extract into an empty reference list, so that a fresh install (the demo, a
 * test database) matches ingredient lists out of the box. A list that holds anything, the
 * official inventory or an earlier start, is left alone: answers undefined then.
 */
export async function ensureStarterReference(db: Database): Promise<ImportCounts | undefined> {
  const [any] = await db.select({ id: ingredients.id }).from(ingredients).limit(1);
  if (any) return undefined;
  return importReference(db, readStarterReference());
}
