import { currentLanguage } from '../../../lib/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** When a message was written: the time for today's, the date and time for older ones. */
export function messageTime(value: string, now = new Date()): string {
  const date = new Date(value);
  const today = date.toDateString() === now.toDateString();
  const language = currentLanguage();
  const key = `${language}|${today ? 'time' : 'date'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      language,
      today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
    );
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
