import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client';
import { catalogListings, productTranslations } from '../catalog.tables';

/**
 * What the search engine holds of a listing: what it matches (every title, the brand, every
 * composition), filters and sorts by. Prices are euro minor units, the rating hundredths of a star,
 * `createdAt` microseconds since 1970 (PostgreSQL's precision, so that ties order as they do there).
 */
export interface SearchDocument {
  id: string;
  titles: string[];
  brand: string;
  composition: string[];
  categoryId: string;
  subcategoryId: string | null;
  companyId: string;
  price: number;
  condition: string;
  inStock: boolean;
  specialOffer: boolean;
  rating: number;
  createdAt: number;
}

interface DocumentRow extends Omit<SearchDocument, 'titles' | 'createdAt'> {
  titles: Record<string, string>;
  createdAt: string;
  isPublic: boolean;
}

function select(db: Database, where: SQL, limit?: number) {
  return db.execute(sql`
    select l.product_id as "id", l.titles, l.company_name as "brand",
      coalesce((select array_agg(t.composition order by t.language) from ${productTranslations} t
                where t.product_id = l.product_id and btrim(t.composition) <> ''), '{}') as "composition",
      l.category_id as "categoryId", l.subcategory_id as "subcategoryId", l.company_id as "companyId",
      l.price, l.condition, l.in_stock as "inStock", l.is_special_offer as "specialOffer",
      l.rating_average as "rating",
      (extract(epoch from l.created_at) * 1000000)::bigint::text as "createdAt", l.is_public as "isPublic"
    from ${catalogListings} l
    where ${where}
    order by l.product_id
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`);
}

function documentOf({ isPublic: _isPublic, titles, createdAt, ...row }: DocumentRow): SearchDocument {
  return { ...row, titles: Object.values(titles), createdAt: Number(createdAt) };
}

/** The listings of these products, public or not: what the engine should hold of each, or leave out. */
export async function listingsOf(
  db: Database,
  scope: { productIds: string[] } | { companyId: string },
): Promise<{ id: string; document: SearchDocument | undefined }[]> {
  if ('productIds' in scope && scope.productIds.length === 0) return [];
  const where =
    'companyId' in scope
      ? sql`l.company_id = ${scope.companyId}`
      : sql`l.product_id in (${sql.join(
          scope.productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const rows = rowsOf<DocumentRow>(await select(db, where));
  const found = new Map(rows.map((row) => [row.id, row]));
  const ids = 'productIds' in scope ? [...new Set(scope.productIds)] : rows.map((row) => row.id);
  return ids.map((id) => {
    const row = found.get(id);
    return { id, document: row?.isPublic ? documentOf(row) : undefined };
  });
}

/** A batch of public listings' documents in product id order, after `afterId` (a rebuild reads them all so). */
export async function publicDocumentsAfter(
  db: Database,
  afterId: string | undefined,
  limit: number,
): Promise<SearchDocument[]> {
  const where = afterId ? sql`l.is_public and l.product_id > ${afterId}::uuid` : sql`l.is_public`;
  return rowsOf<DocumentRow>(await select(db, where, limit)).map(documentOf);
}
