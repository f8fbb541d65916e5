import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { catalogListings, products } from './catalog.tables';
import { listingIngredientColumns } from './ingredients/matching';
import { addSearchTerms } from './products.repository';
import { normalizeForSearch, searchWords } from './search-text';

/**
 * The storefront's read model written (catalog_listings, catalog.tables.ts): the products service
 * calls these in the transaction of every write, so that the reads of listings.repository.ts see
 * each product as it is.
 */

/** Which products a refresh rewrites: some of a company's, or all of them. */
export type ListingScope = { productIds: string[] } | { companyId: string };

/** What a listing shows of its seller: the short name on cards, the registered name and address on the label. */
export interface ListingSeller {
  name: string;
  legalName: string;
  address: string;
}

/**
 * Rewrites the listing rows of the products in `scope` from their products, texts and first
 * image, and `seller`; a product's row is made when it has none.
 */
export async function refreshListings(db: Database, scope: ListingScope, seller: ListingSeller): Promise<void> {
  const which =
    'companyId' in scope
      ? sql`p.company_id = ${scope.companyId}`
      : sql`p.id in (${sql.join(
          scope.productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  if ('productIds' in scope && scope.productIds.length === 0) return;
  const fromIngredients = listingIngredientColumns(sql`p.id`);
  await db.execute(sql`
    insert into ${catalogListings} (product_id, company_id, company_name, seller_legal_name, seller_address,
      category_id, subcategory_id, is_public,
      price, last_price, lowest_price_30d, condition, in_stock, net_content, net_unit, is_special_offer,
      default_language, titles, image_id, image_key, created_at, search_vector, free_from, ingredient_ids)
    select p.id, p.company_id, ${seller.name}, ${seller.legalName}, ${seller.address},
      p.category_id, p.subcategory_id, p.is_public,
      p.price, p.last_price, p.lowest_price_30d, p.condition, p.stock > 0, p.net_content, p.net_unit, p.is_special_offer,
      p.default_language,
      coalesce((select jsonb_object_agg(t.language, t.title) from product_translations t
                where t.product_id = p.id and btrim(t.title) <> ''), '{}'::jsonb),
      i.id, i.key_prefix, p.created_at, ${searchVector(sql`p.search_vector`, seller.name)},
      ${fromIngredients.freeFrom}, ${fromIngredients.ingredientIds}
    from products p
    left join lateral (
      select id, key_prefix from product_images where product_id = p.id order by position, id limit 1
    ) i on true
    where ${which}
    on conflict (product_id) do update set
      company_id = excluded.company_id, company_name = excluded.company_name,
      seller_legal_name = excluded.seller_legal_name, seller_address = excluded.seller_address,
      category_id = excluded.category_id, subcategory_id = excluded.subcategory_id, is_public = excluded.is_public,
      price = excluded.price, last_price = excluded.last_price, lowest_price_30d = excluded.lowest_price_30d,
      condition = excluded.condition, in_stock = excluded.in_stock, net_content = excluded.net_content,
      net_unit = excluded.net_unit, is_special_offer = excluded.is_special_offer,
      default_language = excluded.default_language, titles = excluded.titles, image_id = excluded.image_id,
      image_key = excluded.image_key, created_at = excluded.created_at, search_vector = excluded.search_vector,
      free_from = excluded.free_from, ingredient_ids = excluded.ingredient_ids`);
  // A misspelt brand finds the brand.
  await addSearchTerms(db, searchWords(seller.name));
}

/**
 * A product's visible ratings changed: its listing's average (hundredths of a star) and count.
 * Answers where the listing shows.
 */
export async function setRating(
  db: Database,
  productId: string,
  rating: { average: number; count: number },
): Promise<ListingPlace | undefined> {
  const result = await db.execute(sql`
    update ${catalogListings} set rating_average = ${rating.average}, rating_count = ${rating.count}
    where product_id = ${productId}
    returning product_id as "id", company_id as "companyId", array[category_id, subcategory_id] as "categoryIds"`);
  return rowsOf<ListingPlace>(result)[0];
}

/**
 * The seller's name, registered name or address changed: its listings show the new ones (the
 * short name in their search vectors too). Answers whether the short name changed.
 */
export async function updateSeller(db: Database, companyId: string, seller: ListingSeller): Promise<boolean> {
  const result = await db.execute(sql`
    update ${catalogListings} l set company_name = ${seller.name}, seller_legal_name = ${seller.legalName},
      seller_address = ${seller.address}, search_vector = ${searchVector(sql`p.search_vector`, seller.name)}
    from ${products} p, ${catalogListings} before
    where p.id = l.product_id and before.product_id = l.product_id and l.company_id = ${companyId}
      and (l.company_name, l.seller_legal_name, l.seller_address) <> (${seller.name}, ${seller.legalName}, ${seller.address})
    returning before.company_name <> ${seller.name} as renamed`);
  const renamed = rowsOf<{ renamed: boolean }>(result).some((row) => row.renamed);
  // A misspelt brand finds the brand.
  if (renamed) await addSearchTerms(db, searchWords(seller.name));
  return renamed;
}

/** A listing's search vector: its product's (titles and compositions) and the seller's name, as a brand (weight B). */
const searchVector = (productVector: SQL, companyName: string) =>
  sql`${productVector} || setweight(to_tsvector('simple', ${normalizeForSearch(companyName)}), 'B')`;

/** Where a listing shows: its product, seller and categories. */
export interface ListingPlace {
  id: string;
  companyId: string;
  categoryIds: (string | null)[];
}

/**
 * After stock moved: a product shows "in stock" exactly when it has some. Answers where the
 * listing shows when that changed it.
 */
export async function setInStock(db: Database, productId: string, inStock: boolean): Promise<ListingPlace | undefined> {
  const result = await db.execute(sql`
    update ${catalogListings} set in_stock = ${inStock} where product_id = ${productId} and in_stock <> ${inStock}
    returning product_id as "id", company_id as "companyId", array[category_id, subcategory_id] as "categoryIds"`);
  return rowsOf<ListingPlace>(result)[0];
}
