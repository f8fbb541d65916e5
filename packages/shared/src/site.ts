import { z } from 'zod';
import { CURRENCY_CODES } from './currencies';
import { LANGUAGE_CODES } from './i18n';

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
  appStoreUrl: z.url(),
  googlePlayUrl: z.url(),
  contactEmail: z.email(),
  /** The marketplace-wide commission ('Prowizja') in percent. */
  commissionPercent: z.number(),
  /** Where maps centre when the visitor's own location is unknown. */
  defaultLocation: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Map tiles as a `{z}/{x}/{y}` URL template, and the credit line (HTML) the provider asks for. */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
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

/** Icons the operator may put beside the home page's banner text. */
export const BANNER_ICONS = ['sparkles', 'truck', 'gift', 'leaf', 'percent', 'heart'] as const;
export type BannerIcon = (typeof BANNER_ICONS)[number];
