import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client';
import { catalogListings } from '../catalog.tables';
import { ingredients } from '../cosmetics.tables';
import { cardColumnsOf, type CardRow } from '../listings.repository';

export async function ingredientBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(ingredients).where(eq(ingredients.slug, slug));
  return row;
}

/** Reference ingredients whose INCI name starts with, else holds, the typed text: the pickers' suggestions. */
export async function lookUpIngredients(db: Database, text: string, limit: number) {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return db
    .select()
    .from(ingredients)
    .where(ilike(ingredients.inciName, `%${escaped}%`))
    .orderBy(
      desc(sql`${ingredients.inciName} ilike ${`${escaped}%`}`),
      asc(sql`length(${ingredients.inciName})`),
      asc(ingredients.inciName),
    )
    .limit(limit);
}

/** A page of the public products holding an ingredient, newest first, with how many there are. */
export async function productsHolding(
  db: Database,
  ingredientId: string,
  page: { limit: number; offset: number },
  language: string,
): Promise<{ rows: CardRow[]; total: number }> {
  const holds = and(
    sql`${catalogListings.isPublic}`,
    sql`${catalogListings.ingredientIds} @> array[${ingredientId}]::uuid[]`,
  );
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select ${cardColumnsOf(language)} from ${catalogListings} l
      where l.is_public and l.ingredient_ids @> array[${ingredientId}]::uuid[]
      order by l.created_at desc, l.product_id limit ${page.limit} offset ${page.offset}`),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(catalogListings)
      .where(holds),
  ]);
  return { rows: rowsOf<CardRow>(rows), total: counted[0]?.total ?? 0 };
}
