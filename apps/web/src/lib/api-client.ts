import { errorBodySchema } from '@glowmarket/shared/errors';
import type { z } from 'zod';
import { authToken, signOut } from './auth';
import { currentLanguage } from './i18n';

/** A failed API call: `code` is the stable error code, `message` the server's `error` text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as the bearer token instead of the session's own (e.g. the token being checked at start-up). */
  token?: string;
}

/** Calls the API, checks the answer against its schema and turns failures into ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions & { schema: z.ZodType<T> }): Promise<T>;
/** Calls the API when the answer is not used (204, or a body nobody reads). */
export async function apiRequest(path: string, options?: RequestOptions & { schema?: undefined }): Promise<void>;
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema?: z.ZodType<T> } = {},
): Promise<T | void> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-language': currentLanguage() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const sessionToken = authToken();
  const token = options.token ?? sessionToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server cannot be reached.');
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    const error = parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.error, parsed.data.details)
      : new ApiError(response.status, 'internal_error', response.statusText);
    // The session ended on the server (logged out elsewhere, expired, account gone): end it here too.
    if (response.status === 401 && error.code === 'unauthorized' && !options.token && sessionToken) {
      if (authToken() === sessionToken) signOut();
    }
    throw error;
  }
  return options.schema ? options.schema.parse(payload) : undefined;
}
