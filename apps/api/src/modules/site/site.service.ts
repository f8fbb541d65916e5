import { APP_VERSION, DEFAULT_COMMISSION_PERCENT } from '@glowmarket/shared/constants';
import { CURRENCIES, type CurrencyCode } from '@glowmarket/shared/currencies';
import { PAYMENT_METHODS, type PaymentMethod } from '@glowmarket/shared/payments';
import type { CreateReport, Site } from '@glowmarket/shared/site';
import type { RequestContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { findSiteSettings, insertAbuseReport, updateSiteSettings } from './site.repository';

/** The map settings of the installation (MAP_TILE_URL, MAP_ATTRIBUTION). */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

export async function getSite(ctx: RequestContext, map: MapSettings): Promise<Site> {
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
    appStoreUrl: row.appStoreUrl,
    googlePlayUrl: row.googlePlayUrl,
    contactEmail: row.contactEmail,
    commissionPercent: row.commissionBasisPoints / 100,
    defaultLocation: { latitude: row.defaultLatitude, longitude: row.defaultLongitude },
    mapTileUrl: map.tileUrl,
    mapAttribution: map.attribution,
  };
}

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

  async setCommissionBasisPoints(ctx: RequestContext, basisPoints: number): Promise<number> {
    const row = await updateSiteSettings(ctx.db, { commissionBasisPoints: basisPoints });
    return row?.commissionBasisPoints ?? basisPoints;
  },
};

export type SiteSettings = typeof siteSettings;
