import { currentLanguage } from './i18n';

/** A date as people of the UI language write it, e.g. "November 1, 2026"; empty when unreadable. */
export function formatDate(value: string | Date, language: string = currentLanguage()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}
