import { DELIVERY_KINDS, type DeliveryKind } from '@glowmarket/shared/logistics';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';
import { companies } from '../companies/companies.tables';

/** A carrier the marketplace works with (InPost, DPD, …): data the operator keeps in /admin. */
export const carriers = pgTable(
  'carriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('carriers_name_unique').on(sql`lower(${table.name})`)],
);

/** One way a carrier delivers: its kind, cash on delivery or not, and whether a point is chosen. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    cod: boolean('cod').notNull().default(false),
    needsPoint: boolean('needs_point').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('delivery_methods_carrier_kind_cod_unique').on(table.carrierId, table.kind, table.cod),
    check('delivery_methods_kind_known', isOneOf(table.kind, DELIVERY_KINDS)),
  ],
);

export type CarrierRow = typeof carriers.$inferSelect;
export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

/** A seller's price list: what a method costs, from what order value it is free, how long it takes. */
export const deliveryPrices = pgTable(
  'delivery_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    methodId: uuid('method_id')
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'restrict' }),
    /** The entry's id in the seller's own system; unique within the seller's list. */
    key: text('key').notNull(),
    /** Cents of EUR. */
    price: integer('price').notNull(),
    /** Cents of EUR from which this delivery is free; null: never. */
    freeFrom: integer('free_from'),
    deliveryDays: integer('delivery_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('delivery_prices_company_key_unique').on(table.companyId, table.key),
    index('delivery_prices_method_idx').on(table.methodId),
    check('delivery_prices_price_range', sql`${table.price} >= 0`),
    check('delivery_prices_free_from_range', sql`${table.freeFrom} is null or ${table.freeFrom} > 0`),
    check('delivery_prices_days_range', sql`${table.deliveryDays} >= 0`),
  ],
);

export type DeliveryPriceRow = typeof deliveryPrices.$inferSelect;

/**
 * Parcel lockers as InPost's ShipX lists them, kept by the synchronisation job. A point that
 * disappears from ShipX is retired (kept for orders that name it), not deleted.
 */
export const parcelPoints = pgTable(
  'parcel_points',
  {
    /** ShipX's name, e.g. KRA012: what the buyer picks and the shipment names. */
    name: text('name').primaryKey(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull(),
    city: text('city').notNull(),
    /** The city lower-case and without diacritics, for "krakow" to find Kraków. */
    cityKey: text('city_key').notNull(),
    postalCode: text('postal_code').notNull(),
    description: text('description').notNull(),
    openingHours: text('opening_hours').notNull(),
    /** A digest of the fields above, so a sync tells a changed point from one seen again. */
    fingerprint: text('fingerprint').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    index('parcel_points_location_idx')
      .on(table.latitude, table.longitude)
      .where(sql`${table.retiredAt} is null`),
    index('parcel_points_city_idx').on(table.cityKey),
    index('parcel_points_postal_code_idx').on(table.postalCode),
    check('parcel_points_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('parcel_points_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);

export type ParcelPointRow = typeof parcelPoints.$inferSelect;
