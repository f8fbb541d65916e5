import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  convertCents,
  eurosToCents,
  formatAmount,
  minorDigits,
  parseDecimal,
  rateOf,
  showPrice,
  toEuroCents,
  unitBasisLabel,
} from './money';

const rates = { EUR: 1, PLN: 4.27, USD: 1.08, GBP: 0.85, SEK: 11.45 };

describe('converting prices', () => {
  it('leaves euros as they are', () => {
    expect(showPrice({ amount: 1299, currency: 'EUR' }, 'EUR', undefined, 'en-US')).toEqual({
      amount: 12.99,
      currency: 'EUR',
      text: '€12.99',
    });
  });

  it('converts euro cents with the rate and rounds to the minor unit', () => {
    expect(convertCents(1299, 'PLN', 4.27)).toBe(55.47); // 55.4673
    expect(convertCents(1000, 'USD', 1.08)).toBe(10.8);
    expect(convertCents(1, 'SEK', 11.45)).toBe(0.11);
    expect(convertCents(1000, 'JPY', 162.3)).toBe(1623);
  });

  it('knows the minor unit of each currency', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('NOK')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
  });

  it('shows euros while the rate of the chosen currency is unknown', () => {
    expect(rateOf('PLN', undefined)).toBeNull();
    expect(rateOf('EUR', undefined)).toBe(1);
    expect(showPrice({ amount: 500, currency: 'EUR' }, 'PLN', undefined, 'en-US').currency).toBe('EUR');
  });

  it('turns an amount typed in a currency into euro cents for the API', () => {
    expect(toEuroCents(100, 4.27)).toBe(2342);
    expect(toEuroCents(12.99, 1)).toBe(1299);
  });

  it('turns euros typed with decimals into whole cents', () => {
    expect(eurosToCents(12.99)).toBe(1299);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDecimal(1299)).toBe('12.99');
    expect(centsToDecimal(500)).toBe('5.00');
  });
});

describe('formatting prices', () => {
  it('writes a price the way the UI language does', () => {
    expect(formatAmount(12.99, 'EUR', 'en-US')).toBe('€12.99');
    expect(formatAmount(12.99, 'EUR', 'de-DE')).toBe('12,99\u00a0€');
    expect(formatAmount(55.47, 'PLN', 'pl-PL')).toBe('55,47\u00a0zł');
    expect(formatAmount(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
  });

  it('converts and formats in one step', () => {
    expect(showPrice({ amount: 1299, currency: 'EUR' }, 'PLN', rates, 'en-US').text).toBe('PLN\u00a055.47');
    expect(showPrice({ amount: 1299, currency: 'EUR' }, 'GBP', rates, 'en-US').text).toBe('£11.04');
  });

  it('names the basis of a unit price', () => {
    expect(unitBasisLabel('100ml', 'en-US')).toBe('100\u00a0ml');
    expect(unitBasisLabel('100g', 'en-US')).toBe('100\u00a0g');
  });
});

describe('reading typed decimals', () => {
  it('accepts a point or a comma', () => {
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('12,50')).toBe(12.5);
    expect(parseDecimal(' 7 ')).toBe(7);
  });

  it('refuses what is not a positive decimal', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('-3')).toBeNull();
    expect(parseDecimal('1.2.3')).toBeNull();
  });
});
