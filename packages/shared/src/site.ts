import { z } from 'zod';
import { CURRENCY_CODES } from './currencies';
import { LANGUAGE_CODES } from './i18n';

/** Icons the operator may put beside the home page's banner text. */
export const BANNER_ICONS = ['sparkles', 'truck', 'gift', 'leaf', 'percent', 'heart'] as const;
export type BannerIcon = (typeof BANNER_ICONS)[number];

export const ownerCompanySchema = z.object({
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string().length(2),
  taxId: z.string(),
  registryNumber: z.string(),
});

/** GET /api/site: what every page needs to know about the marketplace itself. */
export const siteSchema = z.object({
  portalName: z.string(),
  owner: ownerCompanySchema,
  defaultLanguage: z.enum(LANGUAGE_CODES as [string, ...string[]]),
  defaultCurrency: z.object({ code: z.enum(CURRENCY_CODES as [string, ...string[]]), symbol: z.string() }),
  appVersion: z.string(),
  /** The mobile app's store pages; null when the operator has set none (the store button is hidden). */
  appStoreUrl: z.url().nullable(),
  googlePlayUrl: z.url().nullable(),
  contactEmail: z.email(),
  /** The marketplace-wide commission ('Prowizja') in percent. */
  commissionPercent: z.number(),
  /** Where maps centre when the visitor's own location is unknown. */
  defaultLocation: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Map tiles as a `{z}/{x}/{y}` URL template, and the credit line (HTML) the provider asks for. */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** The line under the logo, per language; the web app falls back to the default language's. */
  headerTexts: z.record(z.string(), z.string()),
  /** The home page's banner, per language; none is shown when empty. */
  bannerTexts: z.record(z.string(), z.string()),
  bannerIcon: z.enum(BANNER_ICONS),
  /** The home page's title picture; null: the built-in background. */
  titleImageUrl: z.string().nullable(),
});

export const defaultLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export type Site = z.infer<typeof siteSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  version: z.string(),
});

/**
 * Whether this instance should get traffic (a load balancer's readiness check): its database, its
 * Redis when one is set, and its job runner. 503 with the same body when any is down or the
 * instance is shutting down.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not_configured']),
  jobs: z.enum(['running', 'stopped']),
  /** The search engine (SEARCH_URL): reported, but search falls back to PostgreSQL while it is down. */
  search: z.enum(['up', 'down', 'not_configured']),
  version: z.string(),
});

/** What a report of suspicious activity can be about. */
export const REPORT_REASONS = [
  'counterfeit',
  'unsafe_product',
  'misleading_listing',
  'fraud',
  'intellectual_property',
  'fake_reviews',
  'other',
] as const;

/** POST /api/site/reports: anyone may report a listing, a seller or a message (a DSA notice). */
export const createReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  description: z.string().trim().min(20).max(5000),
  reporterName: z.string().trim().max(200).optional(),
  reporterEmail: z.email().max(320),
});

export type CreateReport = z.infer<typeof createReportSchema>;

export const reportCreatedSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** A mail that failed every try (the mail server refused or was away for hours), for the operator. */
export const undeliveredMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** When it was first queued. */
  queuedAt: z.string(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

export const undeliveredMailListSchema = z.object({ items: z.array(undeliveredMailSchema) });
export type UndeliveredMailList = z.infer<typeof undeliveredMailListSchema>;

export const MAX_HEADER_TEXT_LENGTH = 120;
export const MAX_BANNER_TEXT_LENGTH = 240;

/** A text per language; a language left empty is left out (it falls back to the default language's). */
function textsPerLanguage(max: number) {
  return z
    .partialRecord(z.enum(LANGUAGE_CODES as [string, ...string[]]), z.string().trim().max(max))
    .transform((texts) =>
      Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => Boolean(entry[1]))),
    );
}

/** A store page of the mobile app: an https address, or empty for none. */
const storeUrlSchema = z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(500)]);

/** One entry of the price list a new seller starts with: a delivery method, in cents of EUR. */
export const defaultDeliveryPriceSchema = z.object({
  methodId: z.uuid(),
  price: z.number().int().min(0).max(100_000_00),
  freeFrom: z.number().int().min(1).max(100_000_00).nullable(),
  deliveryDays: z.number().int().min(0).max(60),
});
export type DefaultDeliveryPrice = z.infer<typeof defaultDeliveryPriceSchema>;

/** GET and PUT /api/admin/site/configuration: what the operator's configuration page edits. */
export const siteConfigurationInputSchema = z.object({
  defaultLanguage: z.enum(LANGUAGE_CODES as [string, ...string[]]),
  defaultCurrency: z.enum(CURRENCY_CODES as [string, ...string[]]),
  headerTexts: textsPerLanguage(MAX_HEADER_TEXT_LENGTH),
  bannerTexts: textsPerLanguage(MAX_BANNER_TEXT_LENGTH),
  bannerIcon: z.enum(BANNER_ICONS),
  appStoreUrl: storeUrlSchema,
  googlePlayUrl: storeUrlSchema,
  /** One entry per delivery method at most. */
  defaultDeliveryPrices: z.array(defaultDeliveryPriceSchema).max(20),
});
export type SiteConfigurationInput = z.input<typeof siteConfigurationInputSchema>;

export const siteConfigurationSchema = z.object({
  defaultLanguage: z.string(),
  defaultCurrency: z.string(),
  headerTexts: z.record(z.string(), z.string()),
  bannerTexts: z.record(z.string(), z.string()),
  bannerIcon: z.enum(BANNER_ICONS),
  appStoreUrl: z.string(),
  googlePlayUrl: z.string(),
  defaultDeliveryPrices: z.array(defaultDeliveryPriceSchema),
  /** The uploaded title picture; null: the built-in background. */
  titleImageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type SiteConfiguration = z.infer<typeof siteConfigurationSchema>;
