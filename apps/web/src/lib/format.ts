import { countryName, isCountryCode } from '@glowmarket/shared/countries';
import { currentLanguage } from './i18n';

/** A date as people of the UI language write it, e.g. "November 1, 2026"; empty when unreadable. */
export function formatDate(value: string | Date, language: string = currentLanguage()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** A percentage such as 6 or 4.5 as the UI language writes it: "6%", "4,5 %"; up to two decimals. */
export function formatPercent(percent: number, language: string = currentLanguage()): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** A language's name in the UI language, without its region: `languageName('pl-PL', 'en-US')` → "Polish". */
export function languageName(code: string, language: string = currentLanguage()): string {
  const primary = code.split('-')[0] ?? code;
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(primary) ?? code;
  } catch {
    return code;
  }
}

/**
 * The start of a text for a meta description or a preview: whitespace folded, cut at a word
 * boundary near `max` characters, with an ellipsis when something was left out.
 */
export function excerpt(text: string, max = 150): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const start = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${start.replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** Up to two initials of a name, for a logo placeholder: "Różana Manufaktura" → "RM"; "Smilje & More" → "SM". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A country code from the API as the UI language names it; an unknown code stays as it is. */
export function countryLabel(code: string, language: string = currentLanguage()): string {
  return isCountryCode(code) ? countryName(code, language) : code;
}

/** The decimal separator of the UI language: "." in English, "," in Polish or German. */
export function decimalSeparator(language: string = currentLanguage()): string {
  return new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}
