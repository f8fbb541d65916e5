import type { CurrencyRates } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';
import { currentLanguage } from './i18n';
import {
  convertCents,
  formatAmount,
  rateOf,
  showPrice,
  toEuroCents,
  unitBasisLabel,
  type EuroCents,
  type Rates,
  type UnitBasis,
} from './money';
import { useCurrency } from './preferences';
import { queryKeys } from './query-keys';

/** GET /api/currencies: `{ base: 'EUR', rates: { EUR: 1, PLN: 4.27, … }, updatedAt }`. */
function getCurrencyRates(signal: AbortSignal) {
  // Trusted rather than parsed: every price on the first page needs it, and zod loads with forms.
  return apiRequest<CurrencyRates>('/api/currencies', { signal });
}

/** The operator's rates (kept 10 minutes); `wanted` false skips loading them, e.g. for euros. */
export function useCurrencyRates(wanted = true) {
  return useQuery({
    queryKey: queryKeys.currencyRates,
    queryFn: ({ signal }) => getCurrencyRates(signal),
    enabled: wanted,
    staleTime: 10 * 60_000,
  });
}

export interface Money {
  /** The currency prices are shown in: the visitor's choice, or EUR while its rate is unknown. */
  currency: CurrencyCode | 'EUR';
  /** The visitor's choice, even while its rate loads. */
  chosen: CurrencyCode;
  /** Units of the shown currency per euro; 1 for EUR. */
  rate: number;
  rates: Rates | undefined;
  /** False while a non-euro currency waits for its rate. */
  ready: boolean;
  /** "€12.99" / "55,47 zł". */
  format: (price: EuroCents) => string;
  /** "€13.00 / 100 ml". */
  formatUnit: (price: EuroCents & { per: UnitBasis }) => string;
  /** Euro cents in the shown currency's major units, e.g. for a price field. */
  fromCents: (cents: number) => number;
  /** An amount in the shown currency as euro cents, for the API. */
  toCents: (amount: number) => number;
  /** An amount already in the shown currency, formatted. */
  formatShown: (amount: number) => string;
}

/**
 * Prices in the visitor's currency (the header's switcher), converted from the API's euro cents
 * with the operator's rates and written the UI language's way. Re-renders on a language change.
 */
export function useMoney(): Money {
  const chosen = useCurrency();
  const { i18n } = useTranslation();
  const rates = useCurrencyRates(chosen !== 'EUR');
  const language = i18n.resolvedLanguage ? currentLanguage() : 'en-US';
  const table = rates.data?.rates;
  const chosenRate = rateOf(chosen, table);
  const currency = chosenRate === null ? 'EUR' : chosen;
  const rate = chosenRate ?? 1;

  const format = useCallback(
    (price: EuroCents) => showPrice(price, currency, table, language).text,
    [currency, table, language],
  );
  const formatShown = useCallback((amount: number) => formatAmount(amount, currency, language), [currency, language]);

  return useMemo(
    () => ({
      currency,
      chosen,
      rate,
      rates: table,
      ready: chosen === 'EUR' || chosenRate !== null || rates.isError,
      format,
      formatShown,
      formatUnit: (price) => `${format(price)} / ${unitBasisLabel(price.per, language)}`,
      fromCents: (cents) => (currency === 'EUR' ? cents / 100 : convertCents(cents, currency, rate)),
      toCents: (amount) => toEuroCents(amount, rate),
    }),
    [currency, chosen, rate, table, chosenRate, rates.isError, format, formatShown, language],
  );
}
