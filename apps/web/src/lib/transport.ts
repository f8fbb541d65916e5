/**
 * How the app's requests reach the server: the browser's fetch, or, while the server renders a
 * page's first screen (first-screen.tsx), the server answering itself without the network.
 */
/** Sends a request to the app's server: a path such as /api/products, and fetch's options. */
export type Send = (path: string, init?: RequestInit) => Promise<Response>;

let send: Send = (path, init) => fetch(path, init);

/** A request to the app's own server: an API call or one of the built files (a translation). */
export function request(input: string, init?: RequestInit): Promise<Response> {
  return send(input, init);
}

/** Sends every later request through `through` instead of the browser's fetch. */
export function sendRequestsThrough(through: Send): void {
  send = through;
}
