import { vi } from 'vitest';

/** The path the app asked for: it always calls fetch with a string. */
export const pathOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

type Responder = (path: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** What a route answers: a body sent as JSON, or a function of the request for anything else. */
export type FetchAnswer = object | Responder;

const isResponder = (answer: FetchAnswer): answer is Responder => typeof answer === 'function';

/**
 * Replaces `fetch` until the test ends (`setUpPageTests` restores it) and returns the spy. The
 * first of `routes` that matches answers; anything else is a 404 `not_found`. A route is a path
 * (`/api/site`) or a prefix ending in `*` (`/api/shops*`; `*` alone for every path), optionally
 * after a method (`PUT *`).
 */
export function stubFetch(routes: Record<string, FetchAnswer>) {
  const table = Object.entries(routes).map(([route, answer]) => {
    const [method, pattern] = route.includes(' ') ? route.split(' ', 2) : [undefined, route];
    return { method, pattern: pattern ?? '', answer };
  });
  const matches = (pattern: string, path: string) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = pathOf(input);
    const found = table.find(
      (route) => (!route.method || route.method === (init?.method ?? 'GET')) && matches(route.pattern, path),
    );
    if (!found) return Response.json({ error: 'Not found', code: 'not_found' }, { status: 404 });
    return isResponder(found.answer) ? found.answer(path, init) : Response.json(found.answer);
  });
}
