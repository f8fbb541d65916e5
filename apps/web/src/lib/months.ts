/**
 * The month of `now` and the `count - 1` before it, newest first, as the API names them: "2026-11".
 * UTC, as statements are counted.
 */
export function recentMonths(now: Date, count = 12): string[] {
  return Array.from({ length: count }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
}

/** "2026-11" as the UI language names it: "November 2026", "listopad 2026". */
export function monthLabel(month: string, language: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
