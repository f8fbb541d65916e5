/**
 * A visitor's choice of language or currency, also kept in a cookie: the server reads it to draw a
 * page's first screen as the app will show it (apps/api/src/plugins/first-screen.ts).
 */
export function rememberInCookie(name: 'glowmarket.language' | 'glowmarket.currency', value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
