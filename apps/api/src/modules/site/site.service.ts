import { APP_VERSION, DEFAULT_COMMISSION_PERCENT } from '@glowmarket/shared/constants';
import { CURRENCIES, type CurrencyCode } from '@glowmarket/shared/currencies';
import { PAYMENT_METHODS, type PaymentMethod } from '@glowmarket/shared/payments';
import { randomUUID } from 'node:crypto';
import { MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import type {
  BannerIcon,
  CreateReport,
  DefaultDeliveryPrice,
  Site,
  SiteConfiguration,
  siteConfigurationInputSchema,
} from '@glowmarket/shared/site';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import type { z } from 'zod';
import type { RequestContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { reencodeImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { findSiteSettings, insertAbuseReport, updateSiteSettings } from './site.repository';
import type { SiteSettingsRow } from './site.tables';
import type { VisitorDefaultsStore } from './visitor-defaults';

/** The map settings of the installation (MAP_TILE_URL, MAP_ATTRIBUTION). */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

/** The logistics module's part in the configuration: the price lists of sellers. */
export interface DeliveryPriceLists {
  /** The delivery methods a price-list entry may use. */
  priceableMethodIds(ctx: RequestContext): Promise<ReadonlySet<string>>;
  /** A new seller's first price list. */
  startPriceList(ctx: RequestContext, companyId: string, entries: DefaultDeliveryPrice[]): Promise<void>;
}

/** What the configuration page needs from the rest of the app (app.ts passes it in). */
export interface ConfigurationDeps {
  storage: Storage;
  /** Every cached public answer and first screen shows the header, banner and defaults. */
  cache: { invalidate(): void };
  /** Asked for only once a request runs: logistics is made after this module. */
  delivery: () => DeliveryPriceLists;
  /** What visitors without a choice of their own get: follows each saved configuration at once. */
  defaults: Pick<VisitorDefaultsStore, 'follow'>;
}

type ConfigurationInput = z.output<typeof siteConfigurationInputSchema>;

/** The title picture's longest side: wide enough for a large screen's hero, small as WebP. */
const TITLE_IMAGE_SIZE = 2000;

/** The one settings row; the seed writes it on first start, so without it the installation is broken. */
async function settingsRow(ctx: RequestContext): Promise<SiteSettingsRow> {
  const row = await findSiteSettings(ctx.db);
  if (!row) throw new AppError('internal_error', undefined);
  return row;
}

export async function getSite(ctx: RequestContext, map: MapSettings, storage: Storage): Promise<Site> {
  const row = await findSiteSettings(ctx.db);
  // The seed writes the row on first start; without it the installation is broken.
  if (!row) throw new AppError('internal_error', undefined);
  const currency = CURRENCIES.find((entry) => entry.code === (row.defaultCurrency as CurrencyCode)) ?? CURRENCIES[0];
  return {
    portalName: row.portalName,
    owner: {
      name: row.ownerName,
      street: row.ownerStreet,
      postalCode: row.ownerPostalCode,
      city: row.ownerCity,
      country: row.ownerCountry,
      taxId: row.ownerTaxId,
      registryNumber: row.ownerRegistryNumber,
    },
    defaultLanguage: row.defaultLanguage,
    defaultCurrency: { code: currency.code, symbol: currency.symbol },
    appVersion: APP_VERSION,
    appStoreUrl: row.appStoreUrl || null,
    googlePlayUrl: row.googlePlayUrl || null,
    contactEmail: row.contactEmail,
    commissionPercent: row.commissionBasisPoints / 100,
    defaultLocation: { latitude: row.defaultLatitude, longitude: row.defaultLongitude },
    mapTileUrl: map.tileUrl,
    mapAttribution: map.attribution,
    headerTexts: row.headerTexts,
    bannerTexts: row.bannerTexts,
    bannerIcon: row.bannerIcon as BannerIcon,
    titleImageUrl: row.titleImageKey ? storage.urlOf(row.titleImageKey) : null,
  };
}

function presentConfiguration(row: SiteSettingsRow, storage: Storage): SiteConfiguration {
  return {
    defaultLanguage: row.defaultLanguage,
    defaultCurrency: row.defaultCurrency,
    headerTexts: row.headerTexts,
    bannerTexts: row.bannerTexts,
    bannerIcon: row.bannerIcon as BannerIcon,
    appStoreUrl: row.appStoreUrl,
    googlePlayUrl: row.googlePlayUrl,
    defaultDeliveryPrices: row.defaultDeliveryPrices,
    titleImageUrl: row.titleImageKey ? storage.urlOf(row.titleImageKey) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A refused entry of the default price list, as a field of a validation_failed answer. */
function priceProblem(index: number, field: 'methodId', reason: 'choose' | 'format') {
  return { field: `body.defaultDeliveryPrices.${index}.${field}`, reason, message: VALIDATION_MESSAGES[reason] };
}

/**
 * The operator's configuration page (SPEC §2): defaults, the header and banner texts, the title
 * picture, the app links and the price list new sellers start with. Every change clears the
 * cached pages, so the home page and the header show it at once.
 */
export function createConfiguration(deps: ConfigurationDeps) {
  return {
    async get(ctx: RequestContext): Promise<SiteConfiguration> {
      return presentConfiguration(await settingsRow(ctx), deps.storage);
    },

    async update(ctx: RequestContext, input: ConfigurationInput): Promise<SiteConfiguration> {
      await checkDeliveryPrices(ctx, input.defaultDeliveryPrices);
      const row = await updateSiteSettings(ctx.db, {
        defaultLanguage: input.defaultLanguage,
        defaultCurrency: input.defaultCurrency,
        headerTexts: input.headerTexts,
        bannerTexts: input.bannerTexts,
        bannerIcon: input.bannerIcon,
        appStoreUrl: input.appStoreUrl,
        googlePlayUrl: input.googlePlayUrl,
        defaultDeliveryPrices: input.defaultDeliveryPrices,
      });
      if (!row) throw new AppError('internal_error', undefined);
      deps.defaults.follow(row);
      deps.cache.invalidate();
      ctx.log.info('site configuration changed');
      return presentConfiguration(row, deps.storage);
    },

    /** Re-encodes the upload as WebP (4 MB at most, an image or 415) and replaces the old picture. */
    async setTitleImage(ctx: RequestContext, bytes: Buffer): Promise<SiteConfiguration> {
      const before = await settingsRow(ctx);
      const image = await reencodeImage(bytes, {
        maxBytes: MAX_COMPANY_FILE_BYTES,
        tooLarge: 'file_too_large_4mb',
        size: TITLE_IMAGE_SIZE,
      });
      const key = `site/title/${randomUUID()}.webp`;
      await deps.storage.put(key, image);
      const row = await updateSiteSettings(ctx.db, { titleImageKey: key });
      if (before.titleImageKey) await deps.storage.remove(before.titleImageKey);
      deps.cache.invalidate();
      return presentConfiguration(row ?? before, deps.storage);
    },

    async removeTitleImage(ctx: RequestContext): Promise<SiteConfiguration> {
      const before = await settingsRow(ctx);
      const row = await updateSiteSettings(ctx.db, { titleImageKey: null });
      if (before.titleImageKey) await deps.storage.remove(before.titleImageKey);
      deps.cache.invalidate();
      return presentConfiguration(row ?? before, deps.storage);
    },
  };

  /** Each entry names a method a price list may use, and each method once. */
  async function checkDeliveryPrices(ctx: RequestContext, entries: DefaultDeliveryPrice[]) {
    if (entries.length === 0) return;
    const usable = await deps.delivery().priceableMethodIds(ctx);
    const seen = new Set<string>();
    const fields = entries.flatMap((entry, index) => {
      if (!usable.has(entry.methodId)) return [priceProblem(index, 'methodId', 'choose')];
      if (seen.has(entry.methodId)) return [priceProblem(index, 'methodId', 'format')];
      seen.add(entry.methodId);
      return [];
    });
    if (fields.length > 0) throw new AppError('validation_failed', { fields });
  }
}

export type Configuration = ReturnType<typeof createConfiguration>;

export async function reportSuspiciousActivity(ctx: RequestContext, input: CreateReport) {
  const row = await insertAbuseReport(ctx.db, { ...input, language: ctx.language });
  ctx.log.info({ reportId: row.id, reason: input.reason }, 'suspicious activity reported');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/**
 * The settings other modules read and the operator changes through them: the marketplace's name
 * (mails) and its commission (companies, later orders). Passed to them in app.ts.
 */
export const siteSettings = {
  async portalName(ctx: RequestContext): Promise<string> {
    return (await findSiteSettings(ctx.db))?.portalName ?? 'Glowmarket';
  },

  /** The marketplace-wide commission in basis points (600 = 6 %). */
  async commissionBasisPoints(ctx: RequestContext): Promise<number> {
    return (await findSiteSettings(ctx.db))?.commissionBasisPoints ?? DEFAULT_COMMISSION_PERCENT * 100;
  },

  /** VAT on the commission in basis points (2300 = 23 %). */
  async commissionVatBasisPoints(ctx: RequestContext): Promise<number> {
    return (await findSiteSettings(ctx.db))?.commissionVatBasisPoints ?? 2300;
  },

  async setCommissionVatBasisPoints(ctx: RequestContext, basisPoints: number): Promise<number> {
    const row = await updateSiteSettings(ctx.db, { commissionVatBasisPoints: basisPoints });
    return row?.commissionVatBasisPoints ?? basisPoints;
  },

  /** The payment methods buyers may use: every one the operator has not switched off. */
  async enabledPaymentMethods(ctx: RequestContext): Promise<ReadonlySet<PaymentMethod>> {
    const disabled = new Set((await findSiteSettings(ctx.db))?.disabledPaymentMethods ?? []);
    return new Set(PAYMENT_METHODS.filter((method) => !disabled.has(method)));
  },

  async setEnabledPaymentMethods(ctx: RequestContext, enabled: PaymentMethod[]): Promise<PaymentMethod[]> {
    const disabledPaymentMethods = PAYMENT_METHODS.filter((method) => !enabled.includes(method));
    await updateSiteSettings(ctx.db, { disabledPaymentMethods });
    return PAYMENT_METHODS.filter((method) => enabled.includes(method));
  },

  async defaultLocation(ctx: RequestContext): Promise<{ latitude: number; longitude: number }> {
    const row = await findSiteSettings(ctx.db);
    return { latitude: row?.defaultLatitude ?? 52.2297, longitude: row?.defaultLongitude ?? 21.0122 };
  },

  async setDefaultLocation(ctx: RequestContext, location: { latitude: number; longitude: number }) {
    const row = await updateSiteSettings(ctx.db, {
      defaultLatitude: location.latitude,
      defaultLongitude: location.longitude,
    });
    return row ? { latitude: row.defaultLatitude, longitude: row.defaultLongitude } : location;
  },

  /** The price list a newly registered seller starts with (the operator's configuration). */
  async defaultDeliveryPrices(ctx: RequestContext): Promise<DefaultDeliveryPrice[]> {
    return (await findSiteSettings(ctx.db))?.defaultDeliveryPrices ?? [];
  },

  async setCommissionBasisPoints(ctx: RequestContext, basisPoints: number): Promise<number> {
    const row = await updateSiteSettings(ctx.db, { commissionBasisPoints: basisPoints });
    return row?.commissionBasisPoints ?? basisPoints;
  },
};

export type SiteSettings = typeof siteSettings;
