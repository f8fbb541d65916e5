import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { batchedByKey } from '../../lib/batched-reads';
import { catalogListings, categoryNames, productImages, products, productTranslations } from './catalog.tables';
import { ingredients, productIngredients } from './cosmetics.tables';

/**
 * The product page's read: one prepared statement for the products whose pages were asked for in
 * the same turn, each with its texts, images, category names, seller's names and address, rating
 * and ingredient list.
 */

interface DetailText {
  language: string;
  title: string;
  description: string;
  action: string;
  howToUse: string;
  composition: string;
  specialOffer: string;
  function: string;
  precautions: string;
}

/** A name of a product's stored ingredient list; slug and allergen null for a name the reference lacks. */
export interface StoredIngredient {
  name: string;
  mayContain: boolean;
  slug: string | null;
  allergen: boolean | null;
}

const detailQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      product: products,
      companyName: catalogListings.companyName,
      seller: { legalName: catalogListings.sellerLegalName, address: catalogListings.sellerAddress },
      ratingAverage: catalogListings.ratingAverage,
      ratingCount: catalogListings.ratingCount,
      texts: sql<DetailText[]>`(
        select coalesce(json_agg(json_build_object('language', t.language, 'title', t.title,
          'description', t.description, 'action', t.action, 'howToUse', t.how_to_use,
          'composition', t.composition, 'specialOffer', t.special_offer, 'function', t.function,
          'precautions', t.precautions)), '[]'::json)
        from ${productTranslations} t where t.product_id = ${products.id})`,
      freeFrom: catalogListings.freeFrom,
      ingredients: sql<StoredIngredient[]>`(
        select coalesce(json_agg(json_build_object('name', pi.name, 'mayContain', pi.may_contain, 'slug', r.slug,
          'allergen', r.allergen) order by pi.position), '[]'::json)
        from ${productIngredients} pi left join ${ingredients} r on r.id = pi.ingredient_id
        where pi.product_id = ${products.id})`,
      images: sql<{ id: string; keyPrefix: string }[]>`(
        select coalesce(json_agg(json_build_object('id', i.id, 'keyPrefix', i.key_prefix) order by i.position, i.id), '[]'::json)
        from ${productImages} i where i.product_id = ${products.id})`,
      categoryNames: sql<{ categoryId: string; language: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('categoryId', n.category_id, 'language', n.language, 'name', n.name)), '[]'::json)
        from ${categoryNames} n where n.category_id in (${products.categoryId}, ${products.subcategoryId}))`,
    })
    .from(products)
    .innerJoin(catalogListings, eq(catalogListings.productId, products.id))
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, eq(products.isPublic, true)))
    .prepare('catalog_product_details'),
);

/** The product pages asked for in one turn, read in one statement (see batchedByKey). */
const detailReader = preparedPerDatabase((db: Database) =>
  batchedByKey(
    (ids) => detailQuery(db).execute({ ids }),
    (row) => row.product.id,
  ),
);

/**
 * A public product with its texts, images, seller's names and address and category names, in one
 * statement with the other pages asked for in the same turn; undefined when there is no such
 * public product. `id` must be a UUID.
 */
export async function publicProductDetail(db: Database, id: string) {
  return detailReader(db)(id);
}
