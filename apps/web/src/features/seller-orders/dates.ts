/** The current UTC month and the ones before it, newest first: `['2026-11', '2026-10', …]`. */
export function lastMonths(now: Date, count = 12): string[] {
  const months: string[] = [];
  for (let back = 0; back < count; back += 1) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/** `2026-11` as the UI language names it: "November 2026", "listopad 2026". */
export function monthLabel(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** A moment as the UI language writes it with its time, for an order's history: "Nov 20, 2026, 10:04 AM". */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
