import type { LanguageCode } from '@glowmarket/shared/i18n';
import {
  siteConfigurationInputSchema,
  type BannerIcon,
  type SiteConfiguration,
  type SiteConfigurationInput,
} from '@glowmarket/shared/site';
import '../../../lib/zod-messages';

/** One delivery method's row of the default price list, as the form holds it. */
export interface DefaultPriceRow {
  offered: boolean;
  price: number | undefined;
  freeFrom: number | null;
  deliveryDays: number | string;
}

/** What the configuration form holds: texts per language, and a row per delivery method. */
export interface ConfigurationValues {
  defaultLanguage: string;
  defaultCurrency: string;
  headerTexts: Partial<Record<LanguageCode, string>>;
  bannerTexts: Partial<Record<LanguageCode, string>>;
  bannerIcon: BannerIcon;
  appStoreUrl: string;
  googlePlayUrl: string;
  prices: Record<string, DefaultPriceRow>;
}

/** The form's values from the saved configuration; a method without a default entry starts switched off. */
export function valuesOf(configuration: SiteConfiguration, methodIds: readonly string[]): ConfigurationValues {
  const prices: Record<string, DefaultPriceRow> = {};
  for (const methodId of methodIds) {
    const entry = configuration.defaultDeliveryPrices.find((candidate) => candidate.methodId === methodId);
    prices[methodId] = entry
      ? { offered: true, price: entry.price, freeFrom: entry.freeFrom, deliveryDays: entry.deliveryDays }
      : { offered: false, price: undefined, freeFrom: null, deliveryDays: 2 };
  }
  return {
    defaultLanguage: configuration.defaultLanguage,
    defaultCurrency: configuration.defaultCurrency,
    headerTexts: configuration.headerTexts,
    bannerTexts: configuration.bannerTexts,
    bannerIcon: configuration.bannerIcon,
    appStoreUrl: configuration.appStoreUrl,
    googlePlayUrl: configuration.googlePlayUrl,
    prices,
  };
}

/** The request body: only the methods switched on go into the default price list, in the form's order. */
export function inputOf(values: ConfigurationValues, methodIds: readonly string[]): SiteConfigurationInput {
  return {
    defaultLanguage: values.defaultLanguage,
    defaultCurrency: values.defaultCurrency,
    headerTexts: values.headerTexts,
    bannerTexts: values.bannerTexts,
    bannerIcon: values.bannerIcon,
    appStoreUrl: values.appStoreUrl.trim(),
    googlePlayUrl: values.googlePlayUrl.trim(),
    defaultDeliveryPrices: methodIds.flatMap((methodId) => {
      const row = values.prices[methodId];
      if (!row?.offered) return [];
      return [
        {
          methodId,
          // Left for the schema to name: an empty price is "required", not zero.
          price: row.price as number,
          freeFrom: row.freeFrom,
          deliveryDays: typeof row.deliveryDays === 'number' ? row.deliveryDays : Number.NaN,
        },
      ];
    }),
  };
}

/**
 * The form's problems by field, as the API names them without `body.` (`headerTexts.pl-PL`,
 * `defaultDeliveryPrices.0.price`), each in the UI language.
 */
export function problemsOf(input: SiteConfigurationInput): Record<string, string> {
  const parsed = siteConfigurationInputSchema.safeParse(input);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The form field a price-list problem belongs to: `defaultDeliveryPrices.<n>.<part>` names the n-th row switched on. */
export function priceFieldOf(field: string, input: SiteConfigurationInput): { methodId: string; part: string } | null {
  const match = /^defaultDeliveryPrices\.(\d+)\.(\w+)$/.exec(field);
  if (!match) return null;
  const entry = input.defaultDeliveryPrices[Number(match[1])];
  return entry && match[2] ? { methodId: entry.methodId, part: match[2] } : null;
}
