import { describe, expect, it } from 'vitest';
import { normalizeForSearch, searchWords } from './search-text';

describe('normalizeForSearch', () => {
  it('drops case and diacritics, Polish ł included', () => {
    expect(normalizeForSearch('Nawilżający KREM z Łąki')).toBe('nawilzajacy krem z laki');
    expect(normalizeForSearch('Crème hydratante à l’aloès')).toBe('creme hydratante a l’aloes');
    expect(normalizeForSearch('Gesichtsöl Größe')).toBe('gesichtsol grosse');
    expect(normalizeForSearch('Ansiktskräm för torr hud, ø')).toBe('ansiktskram for torr hud, o');
  });

  it('splits into words', () => {
    expect(searchWords('Serum (30 ml) – kwas hialuronowy!')).toEqual(['serum', '30', 'ml', 'kwas', 'hialuronowy']);
  });
});
