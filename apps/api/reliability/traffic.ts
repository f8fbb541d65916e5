/** The parts' HTTP calls to an instance: answers read whole, sent requests counted. */
import type { Instance } from './cluster';

export interface Answer {
  /** 0 when no answer came (the connection failed or was cut). */
  status: number;
  body: unknown;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Counts what a part sent, for its summary line. */
export class Traffic {
  requests = 0;

  async call(instance: Instance, path: string, options: CallOptions = {}): Promise<Answer> {
    this.requests += 1;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${instance.url}${path}`, {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? parseJson(text) : undefined };
    } catch {
      return { status: 0, body: undefined };
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The error code of an error answer (`{ error, code }`), or undefined. */
export function codeOf(answer: Answer): string | undefined {
  const body = answer.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** Polls `check` until it holds or `withinMs` passes; answers whether it held. */
export async function eventually(check: () => Promise<boolean>, withinMs: number, everyMs = 10): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Seconds since `started` (performance.now()), for a part's result. */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;
