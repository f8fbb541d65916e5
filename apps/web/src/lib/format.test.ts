import { describe, expect, it } from 'vitest';
import { countryLabel, decimalSeparator, excerpt, formatDate, formatPercent, initialsOf, languageName } from './format';

describe('formatDate', () => {
  it('writes the date the way the UI language does', () => {
    expect(formatDate('2026-11-01T10:00:00Z', 'en-US')).toBe('November 1, 2026');
    expect(formatDate('2026-11-01T10:00:00Z', 'de-DE')).toBe('1. November 2026');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('soon', 'en-US')).toBe('');
  });
});

describe('formatPercent', () => {
  it('writes the commission as the UI language writes percentages', () => {
    expect(formatPercent(6, 'en-US')).toBe('6%');
    expect(formatPercent(4.5, 'pl-PL')).toBe('4,5%');
    expect(formatPercent(6, 'de-DE')).toBe('6\u00a0%');
  });

  it('keeps at most two decimals', () => {
    expect(formatPercent(4.555, 'en-US')).toBe('4.56%');
    expect(formatPercent(12.25, 'en-US')).toBe('12.25%');
  });
});

describe('languageName', () => {
  it('names the language in the UI language, without the region', () => {
    expect(languageName('pl-PL', 'en-US')).toBe('Polish');
    expect(languageName('en-US', 'pl-PL')).toBe('angielski');
  });
});

describe('excerpt', () => {
  it('keeps a short text whole, with its whitespace folded', () => {
    expect(excerpt('  Rose oil,\n\n cold-pressed. ', 150)).toBe('Rose oil, cold-pressed.');
  });

  it('cuts a long text at a word boundary and marks the cut', () => {
    const text = 'Since 1998 we have cold-pressed Damask rose petal oil and turned it into creams, toners and serums.';
    const cut = excerpt(text, 60);
    expect(cut).toBe('Since 1998 we have cold-pressed Damask rose petal oil and…');
    expect(cut.length).toBeLessThanOrEqual(61);
  });

  it('cuts inside a word only when there is no space near the end', () => {
    expect(excerpt('a'.repeat(200), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Różana Manufaktura Kosmetyków')).toBe('RM');
    expect(initialsOf('glowlab')).toBe('G');
    expect(initialsOf('Smilje & More')).toBe('SM');
    expect(initialsOf('  ')).toBe('');
  });
});

describe('countryLabel', () => {
  it('names a country in the UI language', () => {
    expect(countryLabel('PL', 'en-US')).toBe('Poland');
    expect(countryLabel('PL', 'pl-PL')).toBe('Polska');
  });

  it('keeps a code it does not know', () => {
    expect(countryLabel('XX', 'en-US')).toBe('XX');
  });
});

describe('decimalSeparator', () => {
  it('is the one the UI language writes', () => {
    expect(decimalSeparator('en-US')).toBe('.');
    expect(decimalSeparator('pl-PL')).toBe(',');
  });
});
