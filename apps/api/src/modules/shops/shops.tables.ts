import type { OpeningHours } from '@glowmarket/shared/shops';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';

/** A seller's physical shop or studio: where it is, when it is open, whether orders wait there. */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The IANA zone its hours are in (from its country). */
    timeZone: text('time_zone').notNull(),
    hours: jsonb('hours').$type<OpeningHours>().notNull(),
    showOnMap: boolean('show_on_map').notNull().default(true),
    pickup: boolean('pickup').notNull().default(false),
    phone: text('phone'),
    email: text('email'),
    /** The company's language when the shop was saved: texts fall back to it. */
    defaultLanguage: text('default_language').notNull(),
    /** Kept by the companies module's events: only an approved company's shops show. */
    companyApproved: boolean('company_approved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shops_company_idx').on(table.companyId),
    // The locator's bounding box: a range on latitude, then longitude, over the visible shops only.
    index('shops_visible_location_idx')
      .on(table.latitude, table.longitude)
      .where(sql`${table.showOnMap} and ${table.companyApproved}`),
    check('shops_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('shops_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);

export type ShopRow = typeof shops.$inferSelect;

export const shopTranslations = pgTable(
  'shop_translations',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.language] })],
);

export const shopPhotos = pgTable(
  'shop_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    keyPrefix: text('key_prefix').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_photos_shop_idx').on(table.shopId, table.position)],
);

/** Answers of the external geocoder, so the same address costs it one request. */
export const geocodeCache = pgTable('geocode_cache', {
  query: text('query').primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  label: text('label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
