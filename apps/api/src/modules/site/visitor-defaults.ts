import { DEFAULT_CURRENCY, isCurrencyCode } from '@glowmarket/shared/currencies';
import { DEFAULT_LANGUAGE, resolveLanguage } from '@glowmarket/shared/i18n';
import type { Database } from '../../db/client';
import type { VisitorDefaults } from '../../plugins/request-context';
import { findSiteSettings } from './site.repository';
import type { SiteSettingsRow } from './site.tables';

/**
 * The operator's default language and currency, kept in memory: every request without a choice of
 * its own reads them (plugins/request-context.ts), so they cost no query. Loaded when the server
 * is ready, set by the configuration page on save, and read again whenever the cache is cleared
 * whole — which is how another instance's save reaches this one.
 */
export function createVisitorDefaults(db: Database, log: { warn(details: object, message: string): void }) {
  let defaults: VisitorDefaults = { language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY };

  function follow(row: Pick<SiteSettingsRow, 'defaultLanguage' | 'defaultCurrency'>) {
    const currency = row.defaultCurrency.toUpperCase();
    defaults = {
      language: resolveLanguage(row.defaultLanguage) ?? DEFAULT_LANGUAGE,
      currency: isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY,
    };
  }

  async function load() {
    const row = await findSiteSettings(db);
    if (row) follow(row);
  }

  return {
    current: (): VisitorDefaults => defaults,
    load,
    follow,
    /** A whole-cache clearing (this instance's or another's) may be a new configuration. */
    invalidate(tags?: readonly string[]) {
      if (tags) return;
      load().catch((error: unknown) => log.warn({ err: error }, 'the default language and currency were not reloaded'));
    },
  };
}

export type VisitorDefaultsStore = ReturnType<typeof createVisitorDefaults>;
