import type { FreeFrom } from '@glowmarket/shared/cosmetics';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { products } from './catalog.tables';

/**
 * The reference list of cosmetic ingredients (the EU's CosIng inventory, loaded by
 * `npm run ingredients:import`): what a label's names are matched against.
 */
export const ingredients = pgTable(
  'ingredients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The INCI name as the inventory spells it ("SODIUM LAURETH SULFATE"). */
    inciName: text('inci_name').notNull(),
    /** Its address: lower-case words joined by hyphens ("sodium-laureth-sulfate"). */
    slug: text('slug').notNull(),
    /** The inventory's reference number, when it came from CosIng. */
    cosingRef: text('cosing_ref'),
    /** Its functions as the inventory names them ("SKIN CONDITIONING"). */
    functions: text('functions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** A fragrance allergen that must be named on a label (Annex III, as amended by Reg. (EU) 2023/1545). */
    allergen: boolean('allergen').notNull().default(false),
    /** The free-from groups it breaks ("parabens"), derived from its name when loaded. */
    groups: text('groups')
      .array()
      .$type<FreeFrom[]>()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    uniqueIndex('ingredients_slug_unique').on(table.slug),
    uniqueIndex('ingredients_inci_unique').on(table.inciName),
  ],
);

export type IngredientRow = typeof ingredients.$inferSelect;

/** A product's ingredient list in label order, parsed from its default language's composition. */
export const productIngredients = pgTable(
  'product_ingredients',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The name as the label writes it. */
    name: text('name').notNull(),
    /** The reference ingredient; null for a name the reference list does not know. */
    ingredientId: uuid('ingredient_id').references(() => ingredients.id, { onDelete: 'set null' }),
    /** Listed after "May contain" / "[+/-]". */
    mayContain: boolean('may_contain').notNull().default(false),
    /** The free-from groups this name breaks (read from the name, so unknown names count too). */
    groups: text('groups')
      .array()
      .$type<FreeFrom[]>()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.position] }),
    index('product_ingredients_ingredient_idx').on(table.ingredientId),
  ],
);

/**
 * A product's stock per batch. A product with batches sells from the one that expires first
 * (FEFO); its `products.stock` is the sum of its batches not yet expired.
 */
export const productBatches = pgTable(
  'product_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The last day it may be sold on is the day before. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_batches_product_code_unique').on(table.productId, table.code),
    index('product_batches_product_expiry_idx').on(table.productId, table.expiresOn),
    check('product_batches_quantity_non_negative', sql`${table.quantity} >= 0`),
  ],
);

export type BatchRow = typeof productBatches.$inferSelect;

/** A seller's own stock settings. */
export const sellerStockSettings = pgTable('seller_stock_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Products whose sellable stock expires within this many days are flagged. */
  expiryWarningDays: integer('expiry_warning_days').notNull(),
});
