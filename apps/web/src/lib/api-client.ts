import { errorBodySchema } from '@glowmarket/shared/errors';
import type { z } from 'zod';
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

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: z.ZodType<T>;
  signal?: AbortSignal;
}

/** Calls the API, checks the answer against its schema and turns failures into ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-language': currentLanguage() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
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
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    if (parsed.success) throw new ApiError(response.status, parsed.data.code, parsed.data.error, parsed.data.details);
    throw new ApiError(response.status, 'internal_error', response.statusText);
  }
  return options.schema.parse(payload);
}
