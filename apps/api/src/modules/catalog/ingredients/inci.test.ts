import { describe, expect, it } from 'vitest';
import { lookupKeys, parseInci } from './inci';

const names = (text: string) => parseInci(text).map((entry) => entry.name);

describe('reading an INCI list', () => {
  it('keeps label order and the names as written', () => {
    expect(names('Aqua, Glycerin, Cetearyl Alcohol, Phenoxyethanol.')).toEqual([
      'Aqua',
      'Glycerin',
      'Cetearyl Alcohol',
      'Phenoxyethanol',
    ]);
  });

  it('keeps a comma between digits inside the name', () => {
    expect(names('Aqua, 1,2-Hexanediol, Caprylyl Glycol, 1,2-Butanediol')).toEqual([
      'Aqua',
      '1,2-Hexanediol',
      'Caprylyl Glycol',
      '1,2-Butanediol',
    ]);
  });

  it('keeps bracketed alternatives and commas inside brackets with their name', () => {
    expect(names('Aqua (Water, Eau), Parfum (Fragrance), Limonene')).toEqual([
      'Aqua (Water, Eau)',
      'Parfum (Fragrance)',
      'Limonene',
    ]);
  });

  it('reads colour index numbers as names', () => {
    expect(names('Mica, CI 77891 (Titanium Dioxide), CI 77491')).toEqual([
      'Mica',
      'CI 77891 (Titanium Dioxide)',
      'CI 77491',
    ]);
  });

  it('marks what follows "May contain" or "[+/-" as optional', () => {
    const entries = parseInci('Talc, Mica, Dimethicone. May contain: CI 77491, CI 77492, CI 77499.');
    expect(entries.map((entry) => [entry.name, entry.mayContain])).toEqual([
      ['Talc', false],
      ['Mica', false],
      ['Dimethicone', false],
      ['CI 77491', true],
      ['CI 77492', true],
      ['CI 77499', true],
    ]);
    expect(parseInci('Talc, Mica [+/- CI 77891, CI 77491]').map((entry) => [entry.name, entry.mayContain])).toEqual([
      ['Talc', false],
      ['Mica', false],
      ['CI 77891', true],
      ['CI 77491', true],
    ]);
    expect(parseInci('Silica, Mica, (+/-) CI 77007').at(-1)).toEqual({ name: 'CI 77007', mayContain: true });
  });

  it('drops a heading, organic marks and their footnote, and keeps "Alcohol Denat." whole', () => {
    expect(
      names('Ingredients: Aloe Barbadensis Leaf Juice*, Alcohol Denat.,\nGlycerin°\n*from organic farming'),
    ).toEqual(['Aloe Barbadensis Leaf Juice', 'Alcohol Denat.', 'Glycerin']);
  });

  it('answers nothing for an empty text', () => {
    expect(parseInci('  ')).toEqual([]);
  });
});

describe('the spellings a name is looked up by', () => {
  it('tries the whole name first, then its bracketed and slashed alternatives', () => {
    expect(lookupKeys('Parfum (Fragrance)')).toEqual(['PARFUM (FRAGRANCE)', 'PARFUM', 'FRAGRANCE']);
    expect(lookupKeys('Aqua/Water/Eau')).toEqual(['AQUA/WATER/EAU', 'AQUA', 'WATER', 'EAU']);
    expect(lookupKeys('Caprylic/Capric Triglyceride')[0]).toBe('CAPRYLIC/CAPRIC TRIGLYCERIDE');
    expect(lookupKeys('CI 77891 (Titanium Dioxide)')).toEqual([
      'CI 77891 (TITANIUM DIOXIDE)',
      'CI 77891',
      'TITANIUM DIOXIDE',
    ]);
  });
});
