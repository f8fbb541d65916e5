import { useSearchParams } from 'react-router';

/** ASCII controls and whitespace: a URL parser drops or reads them, so `/\t/evil.example` would leave the site. */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/** Where an absolute URL is resolved to check it stays here (any origin would do: only paths pass). */
const HERE = 'https://glowmarket.invalid';

/**
 * Where a page that asked for a login (`/auth?next=/checkout`) wants the user back: only a path of
 * this site — one leading slash, no second one or backslash after it, no control characters or
 * spaces, and still a path of this site once a browser has parsed it — so a link cannot send
 * someone elsewhere after logging in. Null for anything else.
 */
export function localReturnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\') || CONTROL_OR_SPACE.test(next))
    return null;
  if (!URL.canParse(next, HERE)) return null;
  const url = new URL(next, HERE);
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** `path` with `next` added to its query when there is a safe one to carry on. */
export function withReturnPath(path: string, next: string | null, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (next) params.set('next', next);
  const search = params.toString();
  // A slash needs no escaping in a query, and the address stays readable.
  return search ? `${path}?${search.replaceAll('%2F', '/')}` : path;
}

/**
 * The page to return to after logging in, carried from the page that asked for it through
 * register → verify → login as `?next=`; null when there is none or it would leave the site.
 */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return localReturnPath(params.get('next'));
}
