import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName } from './countries';
import { LANGUAGE_CODES } from './i18n';

describe('country list', () => {
  it('holds the 153 countries of the specification, each once', () => {
    expect(COUNTRY_CODES).toHaveLength(153);
    expect(new Set(COUNTRY_CODES).size).toBe(153);
  });

  it.each(LANGUAGE_CODES)('names every country in %s', (language) => {
    for (const code of COUNTRY_CODES) {
      const name = countryName(code, language);
      expect(name, `${code} in ${language}`).not.toBe(code);
      expect(name.length).toBeGreaterThan(1);
    }
  });

  it('names countries in the language asked for', () => {
    expect(countryName('DE', 'pl-PL')).toBe('Niemcy');
    expect(countryName('DE', 'fr-FR')).toBe('Allemagne');
  });
});
