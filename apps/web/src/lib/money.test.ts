import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  eurosToCents,
  formatAmount,
  formatMoney,
  minorDigits,
  parseDecimal,
  toMajorUnits,
  toMinorUnits,
  unitBasisLabel,
} from './money';

describe('minor and major units', () => {
  it('knows the minor unit of each currency', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('NOK')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    // ISO 4217's two, as the server counts, whatever the browser's ICU says about forints.
    expect(minorDigits('HUF')).toBe(2);
    expect(minorDigits('CZK')).toBe(2);
    expect(formatMoney({ amount: 1234550, currency: 'HUF' }, 'hu-HU')).toBe('12\u00a0345,50\u00a0Ft');
  });

  it('moves between minor and major units without converting', () => {
    expect(toMajorUnits(5551, 'PLN')).toBe(55.51);
    expect(toMinorUnits(200.5, 'PLN')).toBe(20050);
    expect(toMinorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinorUnits(1623, 'JPY')).toBe(1623);
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

  it('formats a quoted price from its minor units', () => {
    expect(formatMoney({ amount: 5551, currency: 'PLN' }, 'pl-PL')).toBe('55,51\u00a0zł');
    expect(formatMoney({ amount: 1104, currency: 'GBP' }, 'en-US')).toBe('£11.04');
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
