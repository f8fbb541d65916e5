import { PRODUCT_CONDITIONS, type ProductCondition } from '@glowmarket/shared/constants';
import type { FreeFrom } from '@glowmarket/shared/cosmetics';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';
import { WITHOUT_PENDING_LIST } from '../../db/indexes';
import { companies } from '../companies/companies.tables';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Categories (parentId null) and subcategories. A seller's own have its companyId; the operator's have none. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

export const categoryNames = pgTable(
  'category_names',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.language] })],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subcategoryId: uuid('subcategory_id').references(() => categories.id, { onDelete: 'restrict' }),
    condition: text('condition').$type<ProductCondition>().notNull(),
    erpCode: text('erp_code'),
    ean: text('ean'),
    productIndex: text('product_index'),
    /** Cents of EUR. */
    price: integer('price').notNull(),
    lastPrice: integer('last_price'),
    /** The lowest price of the 30 days before the current price took effect (EU Omnibus rule). */
    lowestPrice30d: integer('lowest_price_30d'),
    stock: integer('stock').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    netContent: doublePrecision('net_content'),
    netUnit: text('net_unit').$type<'ml' | 'g'>(),
    // The EU label particulars (Regulation (EC) No 1223/2009 art. 19).
    /** The Responsible Person; both null: the selling company. */
    responsiblePersonName: text('responsible_person_name'),
    responsiblePersonAddress: text('responsible_person_address'),
    cpnpReference: text('cpnp_reference'),
    /** Period after opening in months (PAO_MONTHS). */
    paoMonths: integer('pao_months'),
    bestBefore: date('best_before', { mode: 'string' }),
    /** ISO country code of an imported product's origin. */
    originCountry: text('origin_country'),
    active: boolean('active').notNull().default(true),
    /** Active and sold by an approved company: what the storefront may show. Kept by the services. */
    isPublic: boolean('is_public').notNull().default(false),
    /** Discounted (last price above price) or with a special-offer text. */
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    /** The language the seller writes in; texts fall back to it. */
    defaultLanguage: text('default_language').notNull(),
    /** Titles in every language, lower-case and without diacritics. */
    searchTitle: text('search_title').notNull().default(''),
    /** Compositions (INCI lists) in every language, normalised the same way. */
    searchComposition: text('search_composition').notNull().default(''),
    /**
     * What search matches: the titles (weight A) and the compositions (C); the listing adds the
     * seller's name (B). Descriptions are left out: a word in a description says little about
     * what the product is, and a narrow vector keeps every search fast.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', ${products.searchTitle}), 'A') || setweight(to_tsvector('simple', ${products.searchComposition}), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
    check('products_price_positive', sql`${table.price} > 0`),
    check('products_delivery_days_non_negative', sql`${table.deliveryDays} >= 0`),
    check('products_condition_known', isOneOf(table.condition, PRODUCT_CONDITIONS)),
    check('products_pao_known', sql`${table.paoMonths} is null or ${table.paoMonths} in (3, 6, 9, 12, 18, 24, 36)`),
    uniqueIndex('products_company_ean_unique').on(table.companyId, table.ean),
    index('products_company_idx').on(table.companyId, table.createdAt),
    index('products_search_title_trgm_idx')
      .using('gin', sql`${table.searchTitle} gin_trgm_ops`)
      .with(WITHOUT_PENDING_LIST),
  ],
);

export type ProductRow = typeof products.$inferSelect;

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    action: text('action').notNull(),
    howToUse: text('how_to_use').notNull(),
    composition: text('composition').notNull(),
    specialOffer: text('special_offer').notNull(),
    function: text('function').notNull().default(''),
    precautions: text('precautions').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.productId, table.language] })],
);

/** Each image is stored in three widths: `${keyPrefix}-320.webp`, `-800.webp`, `-1600.webp`. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    keyPrefix: text('key_prefix').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

/**
 * The storefront's read model: one row per product with everything a card shows and every column a
 * list filters or sorts by, kept by the products service in the transaction of each write
 * (listing-writes.repository.ts). Lists, search, carts and product pages read it in one query; its indexes
 * carry the filter columns after the sort key so that a page, however deep, is found in the index
 * alone. See docs/decisions/017-catalog-read-path.md.
 */
export const catalogListings = pgTable(
  'catalog_listings',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /** The seller's registered name and address: the label's Responsible Person where the product names none. */
    sellerLegalName: text('seller_legal_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    categoryId: uuid('category_id').notNull(),
    subcategoryId: uuid('subcategory_id'),
    isPublic: boolean('is_public').notNull(),
    price: integer('price').notNull(),
    lastPrice: integer('last_price'),
    lowestPrice30d: integer('lowest_price_30d'),
    condition: text('condition').$type<ProductCondition>().notNull(),
    inStock: boolean('in_stock').notNull(),
    netContent: doublePrecision('net_content'),
    netUnit: text('net_unit').$type<'ml' | 'g'>(),
    isSpecialOffer: boolean('is_special_offer').notNull(),
    defaultLanguage: text('default_language').notNull(),
    /** The title in each language the seller wrote one in. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    /** The main image, if any. */
    imageId: uuid('image_id'),
    imageKey: text('image_key'),
    /** The average of the visible ratings in hundredths (450 = 4.5 stars), 0 when none; and how many. */
    ratingAverage: integer('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** What a search ranks by: the words of the titles, the seller's name and the compositions, with their places. */
    searchVector: tsvector('search_vector').notNull(),
    /**
     * What a search finds by: the same words, each also as its beginnings of three letters or more
     * marked `*` ("serum*", "seru*", "ser*"; of any length for Chinese), so that a typed word,
     * which is a prefix, is one entry of the index rather than every word it begins
     * (catalog_match_vector, catalog_match_query).
     */
    matchVector: tsvector('match_vector').generatedAlwaysAs(
      (): SQL => sql`catalog_match_vector(${catalogListings.searchVector})`,
    ),
    /** The FREE_FROM groups its ingredient list is free from (none for a product without one). */
    freeFrom: text('free_from')
      .array()
      .$type<FreeFrom[]>()
      .notNull()
      .default(sql`'{}'`),
    /** The reference ingredients its list holds, for "contains / does not contain". */
    ingredientIds: uuid('ingredient_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => {
    const filters = [table.inStock, table.isSpecialOffer, table.condition, table.subcategoryId] as const;
    const isPublic = sql`${table.isPublic}`;
    return [
      index('catalog_listings_newest_idx')
        .on(table.createdAt.desc(), table.productId, table.categoryId, table.price, table.companyId, ...filters)
        .where(isPublic),
      index('catalog_listings_price_idx')
        .on(table.price, table.productId, table.categoryId, table.companyId, ...filters)
        .where(isPublic),
      index('catalog_listings_category_newest_idx')
        .on(table.categoryId, table.createdAt.desc(), table.productId, table.price, ...filters)
        .where(isPublic),
      index('catalog_listings_category_price_idx')
        .on(table.categoryId, table.price, table.productId, ...filters)
        .where(isPublic),
      index('catalog_listings_category_rating_idx')
        .on(table.categoryId, table.ratingAverage, table.productId, table.price, ...filters)
        .where(isPublic),
      index('catalog_listings_company_newest_idx')
        .on(table.companyId, table.createdAt.desc(), table.productId, table.price, ...filters)
        .where(isPublic),
      index('catalog_listings_rating_idx')
        .on(table.ratingAverage, table.productId, table.categoryId, table.price, table.companyId, ...filters)
        .where(isPublic),
      // Written to at once, without GIN's pending list: a search would read that list whole, and
      // between two vacuums it grows by every listing write (3,000 writes made a search twice as slow).
      index('catalog_listings_match_idx').using('gin', table.matchVector).with(WITHOUT_PENDING_LIST).where(isPublic),
      // An eighth of the listings, by their id's hash: where a search looks for its candidates first,
      // so that a broad word's are found among an eighth of its matches (catalog_search_candidates).
      index('catalog_listings_match_sample_idx')
        .using('gin', table.matchVector)
        .with(WITHOUT_PENDING_LIST)
        .where(sql`${table.isPublic} and (hashtext(${table.productId}::text) & 7) = 0`),
      index('catalog_listings_free_from_idx').using('gin', table.freeFrom).with(WITHOUT_PENDING_LIST).where(isPublic),
      index('catalog_listings_ingredients_idx')
        .using('gin', table.ingredientIds)
        .with(WITHOUT_PENDING_LIST)
        .where(isPublic),
      index('catalog_listings_company_idx').on(table.companyId),
    ];
  },
);

export type ListingRow = typeof catalogListings.$inferSelect;

/** Every price a product has had, from when it took effect. */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_price_history_product_idx').on(table.productId, table.effectiveFrom)],
);

/**
 * Words a search treats as one ("sunscreen", "spf", "filtr"), in any language, normalised
 * like search words. The demo ships common ones; the operator adds more.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    words: text('words').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_synonyms_words_idx').using('gin', table.words).with(WITHOUT_PENDING_LIST),
    check('search_synonyms_two_words', sql`cardinality(${table.words}) >= 2`),
  ],
);

/** The words of every product text, so a misspelt search word can be matched to a real one. */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_trgm_idx')
    .using('gin', sql`${table.term} gin_trgm_ops`)
    .with(WITHOUT_PENDING_LIST),
]);
