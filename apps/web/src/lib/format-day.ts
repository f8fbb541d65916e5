import { currentLanguage } from './i18n';

/**
 * A calendar day as the API sends it (`2027-03-31`: a batch's expiry, a best-before date) in the
 * UI language. Read as UTC, so that a browser west of Greenwich does not show the day before.
 */
export function formatDay(day: string, language: string = currentLanguage()): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
