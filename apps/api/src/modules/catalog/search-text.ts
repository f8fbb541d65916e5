/**
 * Search compares words without case and without diacritics, so "nawilzajacy" finds
 * "nawilżający". Letters that Unicode does not decompose are mapped by hand.
 */
const SPECIAL_LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ð: 'd', þ: 'th' };

export function normalizeForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[łđßæøœðþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** The words of a text as search uses them: normalised, letters and digits only. */
export function searchWords(text: string): string[] {
  return normalizeForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
