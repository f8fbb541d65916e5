/** Currencies a visitor may show prices in. Prices are stored in the base currency, EUR. */
export const CURRENCIES = [
  { code: 'EUR', symbol: '€' },
  { code: 'PLN', symbol: 'zł' },
  { code: 'USD', symbol: '$' },
  { code: 'GBP', symbol: '£' },
  { code: 'SEK', symbol: 'kr' },
  { code: 'NOK', symbol: 'kr' },
  { code: 'CHF', symbol: 'CHF' },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((currency) => currency.code);

export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}
