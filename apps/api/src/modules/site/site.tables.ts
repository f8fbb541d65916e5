import { BANNER_ICONS, REPORT_REASONS } from '@glowmarket/shared/site';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';

/** The marketplace's own settings: exactly one row, with id 1. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    portalName: text('portal_name').notNull(),
    ownerName: text('owner_name').notNull(),
    ownerStreet: text('owner_street').notNull(),
    ownerPostalCode: text('owner_postal_code').notNull(),
    ownerCity: text('owner_city').notNull(),
    ownerCountry: text('owner_country').notNull(),
    ownerTaxId: text('owner_tax_id').notNull(),
    ownerRegistryNumber: text('owner_registry_number').notNull(),
    defaultLanguage: text('default_language').notNull(),
    defaultCurrency: text('default_currency').notNull(),
    appStoreUrl: text('app_store_url').notNull(),
    googlePlayUrl: text('google_play_url').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The platform commission ('Prowizja') in basis points: 600 = 6 %. */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(600),
    /** VAT the operator charges on its commission, in basis points (2300 = 23 %): seller statements. */
    commissionVatBasisPoints: integer('commission_vat_basis_points').notNull().default(2300),
    /** Payment methods the operator has switched off (none by default). */
    disabledPaymentMethods: jsonb('disabled_payment_methods').$type<string[]>().notNull().default([]),
    /** Where maps centre when the visitor's own location is unknown (Warsaw unless changed). */
    defaultLatitude: doublePrecision('default_latitude').notNull().default(52.2297),
    defaultLongitude: doublePrecision('default_longitude').notNull().default(21.0122),
    /** The home page's title picture (an uploaded image's key); null: the built-in one. */
    titleImageKey: text('title_image_key'),
    /** The line under the logo in the header, per language; a missing language uses the default one's. */
    headerTexts: jsonb('header_texts').$type<Record<string, string>>().notNull().default({}),
    /** The home page's banner, per language; none shown when empty. */
    bannerTexts: jsonb('banner_texts').$type<Record<string, string>>().notNull().default({}),
    /** The banner's icon, one of BANNER_ICONS. */
    bannerIcon: text('banner_icon').notNull().default('sparkles'),
    /** What a new seller's delivery price list starts with. */
    defaultDeliveryPrices: jsonb('default_delivery_prices').$type<DefaultDeliveryPrice[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('site_settings_single_row', sql`${table.id} = 1`),
    check('site_settings_banner_icon_known', isOneOf(table.bannerIcon, BANNER_ICONS)),
  ],
);

/** One entry of the default delivery price list: a delivery method, in cents of EUR. */
export interface DefaultDeliveryPrice {
  methodId: string;
  price: number;
  freeFrom: number | null;
  deliveryDays: number;
}

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type NewSiteSettingsRow = typeof siteSettings.$inferInsert;

/** Reports of suspicious activity sent through the footer link; the operator reviews them. */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reason: text('reason').notNull(),
    url: text('url'),
    description: text('description').notNull(),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('abuse_reports_reason_known', isOneOf(table.reason, REPORT_REASONS))],
);
