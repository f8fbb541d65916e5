import { FREE_FROM, type FreeFrom, type LabelIngredient } from '@glowmarket/shared/cosmetics';
import { asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { inTransaction, type RequestContext } from '../../../lib/context';
import { catalogListings, products, productTranslations } from '../catalog.tables';
import { ingredients, productIngredients } from '../cosmetics.tables';
import type { StoredIngredient } from '../product-detail.repository';
import { groupsOf } from './free-from';
import { inciKey, lookupKeys, parseInci } from './inci';
import { LABELLED_FRAGRANCE_ALLERGENS } from './reference/annex-iii-allergens';

type Reference = Pick<typeof ingredients.$inferSelect, 'id' | 'slug' | 'inciName' | 'allergen' | 'groups'>;

/** One name of a product's list, matched against the reference list. */
export interface MatchedName {
  name: string;
  mayContain: boolean;
  reference: Reference | undefined;
  allergen: boolean;
  groups: FreeFrom[];
}

/** The reference rows any of these spellings name, by upper-case INCI name: one query. */
async function referencesFor(db: Database, keys: string[]): Promise<Map<string, Reference>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      id: ingredients.id,
      slug: ingredients.slug,
      inciName: ingredients.inciName,
      allergen: ingredients.allergen,
      groups: ingredients.groups,
    })
    .from(ingredients)
    .where(inArray(ingredients.inciName, [...new Set(keys)]));
  return new Map(rows.map((row) => [row.inciName, row]));
}

/**
 * A composition's names in label order, each with the reference ingredient it is (the first of
 * its spellings the list knows), whether it is a labelled fragrance allergen, and the free-from
 * groups it breaks. Names the list does not know still count for allergens and groups.
 */
export async function matchComposition(db: Database, composition: string): Promise<MatchedName[]> {
  const parsed = parseInci(composition);
  const keysOf = parsed.map((entry) => lookupKeys(entry.name));
  const known = await referencesFor(db, keysOf.flat());
  return parsed.map((entry, index) => {
    const keys = keysOf[index]!;
    const reference = keys.map((key) => known.get(key)).find(Boolean);
    const allergen = reference?.allergen ?? keys.some((key) => LABELLED_FRAGRANCE_ALLERGENS.has(key));
    const groups = [...new Set([...(reference?.groups ?? []), ...keys.flatMap((key) => groupsOf(key, allergen))])];
    return { name: entry.name, mayContain: entry.mayContain, reference, allergen, groups };
  });
}

export const presentMatched = (entry: MatchedName): LabelIngredient => ({
  name: entry.name,
  slug: entry.reference?.slug ?? null,
  allergen: entry.allergen,
  mayContain: entry.mayContain,
});

/** The composition a product's list is read from: its default language's, else the first one written. */
export function compositionOf(
  translations: Partial<Record<string, { composition: string } | undefined>>,
  defaultLanguage: string,
): string {
  const own = translations[defaultLanguage]?.composition;
  if (own) return own;
  return Object.values(translations).find((text) => text?.composition)?.composition ?? '';
}

/** Stores a product's list as its composition now reads (inside the saving transaction). */
export async function saveIngredientList(db: Database, productId: string, composition: string): Promise<void> {
  const matched = await matchComposition(db, composition);
  await db.delete(productIngredients).where(eq(productIngredients.productId, productId));
  if (matched.length === 0) return;
  await db.insert(productIngredients).values(
    matched.map((entry, position) => ({
      productId,
      position,
      name: entry.name,
      ingredientId: entry.reference?.id ?? null,
      mayContain: entry.mayContain,
      groups: entry.groups,
    })),
  );
}

/** Products' lists as stored, in label order, by product id. */
export async function ingredientListsOf(db: Database, productIds: string[]): Promise<Map<string, LabelIngredient[]>> {
  const lists = new Map<string, LabelIngredient[]>();
  if (productIds.length === 0) return lists;
  const rows = await db
    .select({
      productId: productIngredients.productId,
      name: productIngredients.name,
      mayContain: productIngredients.mayContain,
      slug: ingredients.slug,
      allergen: ingredients.allergen,
      groups: productIngredients.groups,
    })
    .from(productIngredients)
    .leftJoin(ingredients, eq(ingredients.id, productIngredients.ingredientId))
    .where(inArray(productIngredients.productId, productIds))
    .orderBy(asc(productIngredients.productId), asc(productIngredients.position));
  for (const row of rows) {
    const list = lists.get(row.productId) ?? [];
    list.push(presentStored(row));
    lists.set(row.productId, list);
  }
  return lists;
}

/** A stored name as a label shows it; a name the reference lacks is still an allergen by its name. */
export const presentStored = (row: StoredIngredient): LabelIngredient => ({
  name: row.name,
  slug: row.slug,
  allergen: row.allergen ?? LABELLED_FRAGRANCE_ALLERGENS.has(inciKey(row.name)),
  mayContain: row.mayContain,
});

/** The listing's columns derived from a product's stored list (refreshListings selects these). */
export const listingIngredientColumns = (productId: SQL) => ({
  freeFrom: sql`case when exists (select 1 from ${productIngredients} pi where pi.product_id = ${productId})
    then array(select g from unnest(array[${sql.join(
      FREE_FROM.map((group) => sql`${group}`),
      sql`, `,
    )}]::text[]) as g
      where not exists (select 1 from ${productIngredients} pi where pi.product_id = ${productId} and g = any(pi.groups)))
    else '{}'::text[] end`,
  ingredientIds: sql`array(select distinct pi.ingredient_id from ${productIngredients} pi
    where pi.product_id = ${productId} and pi.ingredient_id is not null)`,
});

/** Products matched again per statement batch. */
const REMATCH_BATCH = 500;

/**
 * Every product's list matched against the reference list as it is now (after an import), and
 * the listings' free-from and ingredient columns with it. Each batch is its own transaction, so
 * a long run holds no lock for long. Answers how many products were matched.
 */
export async function rematchAllProducts(ctx: RequestContext): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let matched = 0;
  for (;;) {
    const batch = await ctx.db
      .select({ id: products.id, defaultLanguage: products.defaultLanguage })
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(REMATCH_BATCH);
    if (batch.length === 0) return matched;
    const ids = batch.map((product) => product.id);
    const texts = await ctx.db
      .select({
        productId: productTranslations.productId,
        language: productTranslations.language,
        composition: productTranslations.composition,
      })
      .from(productTranslations)
      .where(inArray(productTranslations.productId, ids));
    await inTransaction(ctx, async (tx) => {
      for (const product of batch) {
        const own = Object.fromEntries(
          texts.filter((text) => text.productId === product.id).map((text) => [text.language, text]),
        );
        await saveIngredientList(tx.db, product.id, compositionOf(own, product.defaultLanguage));
      }
      const columns = listingIngredientColumns(sql`l.product_id`);
      await tx.db.execute(sql`
        update ${catalogListings} l set free_from = ${columns.freeFrom}, ingredient_ids = ${columns.ingredientIds}
        where l.product_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
    });
    matched += batch.length;
    after = ids.at(-1)!;
  }
}
