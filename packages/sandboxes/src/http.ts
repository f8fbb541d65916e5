import type { IncomingMessage, ServerResponse } from 'node:http';

/** A plain node request handler: what a sandbox answers with, on a server of its own or inside the app. */
export type SandboxHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** How the buyer ends a sandbox payment, one button each. */
export type SandboxOutcome = 'success' | 'cancel' | 'failure';

const OUTCOMES: readonly string[] = ['success', 'cancel', 'failure'] satisfies SandboxOutcome[];

/** Operators' messages are small; a larger body is somebody else's problem, refused before it fills memory. */
const MAX_BODY_BYTES = 1024 * 1024;

/** How long the sandbox waits for the marketplace to answer a notification. */
const NOTIFY_TIMEOUT_MS = 30_000;

export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

export async function readBody(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new BodyTooLarge(`request body over ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The button pressed on a payment page (`outcome=…` in the form body), if it is one of the three. */
export function outcomeOf(body: Buffer): SandboxOutcome | undefined {
  const value = new URLSearchParams(body.toString('utf8')).get('outcome');
  return value !== null && OUTCOMES.includes(value) ? (value as SandboxOutcome) : undefined;
}

/**
 * The path below `basePath`, or undefined when the request is not under it. `basePath` is '' for
 * a server of its own, '/sandbox/stripe' and the like inside the app.
 */
export function pathBelow(pathname: string, basePath: string): string | undefined {
  if (basePath === '') return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

/** The request's path and query; a path starting with `//` stays a path, as the router reads it. */
export function requestUrl(request: IncomingMessage): URL {
  const target = request.url ?? '/';
  if (target.startsWith('/')) return new URL(`http://sandbox.invalid${target}`);
  // An absolute URL (a proxy's request) or `*` (OPTIONS): only a parsable absolute URL has a path.
  return URL.canParse(target) ? new URL(target) : new URL('http://sandbox.invalid/');
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      // Each page shows one payment's state at one moment: a back button must ask again.
      'cache-control': 'no-store',
    })
    .end(html);
}

/** After a form POST: the browser follows with a GET, as a payment operator sends the buyer back. */
export function redirectTo(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' }).end();
}

/** What the marketplace answered a notification: its status and body, or why it could not be asked. */
export type Delivery =
  { reached: true; status: number; contentType: string; body: string } | { reached: false; error: string };

/** Posts a notification where the marketplace listens and reads the answer whatever its status. */
export async function deliver(url: string, init: { headers: Record<string, string>; body: string }): Promise<Delivery> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    return {
      reached: true,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  } catch (error) {
    return { reached: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Runs an async handler as a plain one: a failure the handler did not answer itself becomes a 500
 * without internal text, a body too large a 413.
 */
export function plainHandler(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  answerError: (response: ServerResponse, status: number) => void,
): SandboxHandler {
  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else answerError(response, error instanceof BodyTooLarge ? 413 : 500);
    });
  };
}
