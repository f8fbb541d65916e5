import type { Money, ProductCard } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';

/** A price as the API sends it: integer cents of the base currency, EUR. */
export type EuroCents = Money;

/** Units of each currency one euro buys (GET /api/currencies); EUR itself is 1. */
export type Rates = Readonly<Record<string, number>>;

/** The per-unit basis of a unit price, as the API names it. */
export type UnitBasis = NonNullable<ProductCard['pricePerUnit']>['per'];

const digitsCache = new Map<string, number>();

/** How many decimals a currency's minor unit has: 2 for EUR, PLN, SEK…, 0 for e.g. JPY. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** The rate to use for a currency, or null when it is unknown (then prices stay in EUR). */
export function rateOf(currency: string, rates: Rates | undefined): number | null {
  if (currency === 'EUR') return 1;
  const rate = rates?.[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * An amount of euro cents in another currency, in major units rounded to that currency's minor
 * unit: 1299 cents at 4.27 PLN/EUR → 55.47. Integer arithmetic on minor units, so no 0.1 + 0.2.
 */
export function convertCents(cents: number, currency: string, rate: number): number {
  const digits = minorDigits(currency);
  const minor = Math.round((cents * rate * 10 ** digits) / 100);
  return minor / 10 ** digits;
}

/** An amount typed in a currency (major units) as whole euro cents, for the API's price filters. */
export function toEuroCents(amount: number, rate: number): number {
  return Math.round((amount * 100) / rate);
}

/** An amount of a currency as the UI language writes it: "€12.99", "55,47 zł", "CHF 12.20". */
export function formatAmount(amount: number, currency: string, language: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** What a price shows as: converted when a rate is known, else in euros. */
export interface ShownPrice {
  amount: number;
  currency: string;
  text: string;
}

/** A price from the API in the visitor's currency (EUR needs no conversion), formatted. */
export function showPrice(price: EuroCents, currency: CurrencyCode, rates: Rates | undefined, language: string) {
  const rate = rateOf(currency, rates);
  const shownCurrency = rate === null ? 'EUR' : currency;
  const amount =
    rate === null || shownCurrency === 'EUR' ? price.amount / 100 : convertCents(price.amount, currency, rate);
  return { amount, currency: shownCurrency, text: formatAmount(amount, shownCurrency, language) } satisfies ShownPrice;
}

/**
 * "100 ml" or "100 g", the basis a unit price is given for. The SI symbols as labels and price
 * rules write them (Intl would say "100 mL" in American English); the number in the UI language.
 */
export function unitBasisLabel(per: UnitBasis, language: string): string {
  return `${new Intl.NumberFormat(language).format(100)}\u00a0${per === '100ml' ? 'ml' : 'g'}`;
}

/** A decimal typed by a person, with a comma or a point: "12,5" → 12.5; null when it is not one. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Euro cents as a decimal string for machines (JSON-LD, inputs): 1299 → "12.99". */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Euros typed with decimals as whole cents: 12.99 → 1299 (rounded to the cent). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
