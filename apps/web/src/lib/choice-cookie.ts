/**
 * A visitor's choice of language or currency, also kept in a cookie: the server reads it to draw a
 * page's first screen as the app will show it (apps/api/src/plugins/first-screen.ts).
 */
export function rememberInCookie(name: 'glowmarket.language' | 'glowmarket.currency', value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The language and currency the server gave this visitor, written on the page's `<html>`
 * (apps/api/src/plugins/static-site.ts): their cookie, else their browser's language, else the
 * operator's defaults. Nothing on a page the server did not serve (the development server's).
 */
export function serverChoice(): { language: string; currency: string } | null {
  if (typeof document === 'undefined') return null;
  const root = document.documentElement;
  const currency = root.dataset.currency;
  return currency ? { language: root.lang, currency } : null;
}
