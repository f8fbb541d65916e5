import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryNames, products } from './catalog.tables';

export type CategoryWithNames = typeof categories.$inferSelect & { names: Record<string, string> };

export async function listCategoriesWithNames(db: Database): Promise<CategoryWithNames[]> {
  const [rows, names] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.createdAt)),
    db.select().from(categoryNames),
  ]);
  const byCategory = new Map<string, Record<string, string>>();
  for (const name of names) {
    const entry = byCategory.get(name.categoryId) ?? {};
    entry[name.language] = name.name;
    byCategory.set(name.categoryId, entry);
  }
  return rows.map((row) => ({ ...row, names: byCategory.get(row.id) ?? {} }));
}

export async function findCategory(db: Database, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function insertCategory(db: Database, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCategoryParent(db: Database, id: string, parentId: string | null) {
  await db.update(categories).set({ parentId }).where(eq(categories.id, id));
}

export async function replaceCategoryNames(db: Database, categoryId: string, names: Record<string, string>) {
  await db.delete(categoryNames).where(eq(categoryNames.categoryId, categoryId));
  await db
    .insert(categoryNames)
    .values(Object.entries(names).map(([language, name]) => ({ categoryId, language, name })));
}

export async function categoryIsUsed(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.categoryId, id), eq(products.subcategoryId, id)))
    .limit(1);
  return row !== undefined;
}

export async function categoryHasChildren(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
  return row !== undefined;
}

export async function deleteCategory(db: Database, id: string) {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function nextCategoryPosition(db: Database, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ position: sql<number>`coalesce(max(${categories.position}), -1) + 1` })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : sql`${categories.parentId} is null`);
  return Number(row?.position ?? 0);
}

/** Whether `subcategoryId` is a subcategory of `categoryId`. */
export async function isSubcategoryOf(db: Database, subcategoryId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, subcategoryId), eq(categories.parentId, categoryId)));
  return row !== undefined;
}
