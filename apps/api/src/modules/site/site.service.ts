import { APP_VERSION } from '@glowmarket/shared/constants';
import { CURRENCIES, type CurrencyCode } from '@glowmarket/shared/currencies';
import type { CreateReport, Site } from '@glowmarket/shared/site';
import type { RequestContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { findSiteSettings, insertAbuseReport } from './site.repository';

export async function getSite(ctx: RequestContext): Promise<Site> {
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
  };
}

export async function reportSuspiciousActivity(ctx: RequestContext, input: CreateReport) {
  const row = await insertAbuseReport(ctx.db, { ...input, language: ctx.language });
  ctx.log.info({ reportId: row.id, reason: input.reason }, 'suspicious activity reported');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
