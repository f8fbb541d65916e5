import type { Money, ProductCard } from '@glowmarket/shared/catalog';
import { isCurrencyCode, MINOR_DIGITS } from '@glowmarket/shared/currencies';

/** The per-unit basis of a unit price, as the API names it. */
export type UnitBasis = NonNullable<ProductCard['pricePerUnit']>['per'];

/**
 * How many decimals a currency's minor unit has: for ours, the table the server counts with (ICU
 * would say 0 for HUF, and show 123.45 Ft as 12,345 Ft); for any other, what Intl says (0 for JPY).
 */
export function minorDigits(currency: string): number {
  if (isCurrencyCode(currency)) return MINOR_DIGITS[currency];
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Whole minor units of a currency as its major units: 5547 grosze → 55.47 (no arithmetic on rates). */
export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** An amount typed in a currency's major units as whole minor units: 12.5 → 1250. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
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

/** A price the API quoted, as the UI language writes it: "€12.99", "55,51 zł". */
export function formatMoney(price: Money, language: string): string {
  return formatAmount(toMajorUnits(price.amount, price.currency), price.currency, language);
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
