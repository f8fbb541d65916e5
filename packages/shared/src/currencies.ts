/** Currencies a visitor may show prices in. Prices are stored in the base currency, EUR. */
export const CURRENCIES = [
  { code: 'EUR', symbol: '€' },
  { code: 'PLN', symbol: 'zł' },
  { code: 'USD', symbol: '$' },
  { code: 'GBP', symbol: '£' },
  { code: 'SEK', symbol: 'kr' },
  { code: 'NOK', symbol: 'kr' },
  { code: 'CHF', symbol: 'CHF' },
  { code: 'CZK', symbol: 'Kč' },
  { code: 'HUF', symbol: 'Ft' },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((currency) => currency.code);

export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

/**
 * Digits of each currency's minor unit, as ISO 4217 gives them: the one table the server's money
 * arithmetic and the web app's formatting both read. HUF has two here too, as ISO says (fillér
 * are gone from cash, not from the standard); browsers that print forints without decimals are
 * told the digits explicitly, so an amount is never read a hundred times too large.
 */
export const MINOR_DIGITS: Readonly<Record<CurrencyCode, number>> = {
  EUR: 2,
  PLN: 2,
  USD: 2,
  GBP: 2,
  SEK: 2,
  NOK: 2,
  CHF: 2,
  CZK: 2,
  HUF: 2,
};

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}
