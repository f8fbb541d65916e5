import type { CART_TOKEN_HEADER } from '@glowmarket/shared/cart';
import { authToken, signOut } from './auth';
import { readCartToken } from './cart-token';
import { currentLanguage } from './i18n';
import { currentCurrency } from './preferences';
import { request } from './transport';

/**
 * Shared's CART_TOKEN_HEADER, spelled out because importing that module would load zod with the
 * first page (the header's cart badge reads the cart); `satisfies` keeps the two in step.
 */
const CART_TOKEN = 'x-cart-token' satisfies typeof CART_TOKEN_HEADER;

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
  /** Headers a call needs beyond the ones every call sends (e.g. an order's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Anything that checks an answer, such as a zod schema; kept structural so this module needs no zod. */
export interface AnswerParser<T> {
  parse(value: unknown): T;
}

/**
 * Calls the API and turns failures into ApiError. With a `schema` the answer is checked against
 * it; without one it is trusted to have the type `T` the API's contract gives it (the storefront's
 * calls do this, so zod stays out of the code a visitor loads first). `T` defaults to void for
 * calls whose answer nobody reads.
 */
export async function apiRequest<T>(path: string, options: RequestOptions & { schema: AnswerParser<T> }): Promise<T>;
export async function apiRequest<T = void>(path: string, options?: RequestOptions & { schema?: undefined }): Promise<T>;
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema?: AnswerParser<T> } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    'x-language': currentLanguage(),
    // The API quotes prices in this currency; answers carry the euro base beside them.
    'x-currency': currentCurrency(),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const sessionToken = authToken();
  const token = options.token ?? sessionToken;
  if (token) headers.authorization = `Bearer ${token}`;
  // A visitor's cart is found by its token (lib/cart-token.ts); only the cart's paths need it.
  const cartToken = path.startsWith('/api/cart') ? readCartToken() : null;
  if (cartToken) headers[CART_TOKEN] = cartToken;
  let response: Response;
  try {
    response = await request(path, {
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
    throw failedAnswer(response.status, response.statusText, payload, options.token ? null : sessionToken);
  }
  return options.schema ? options.schema.parse(payload) : (payload as T);
}

/** The `{ error, code, details? }` body of a failed answer, checked by hand (see apiRequest). */
export function readErrorBody(payload: unknown): { error: string; code: string; details?: unknown } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const body = payload as Record<string, unknown>;
  if (typeof body.error !== 'string' || typeof body.code !== 'string') return null;
  return { error: body.error, code: body.code, details: body.details };
}

/**
 * The ApiError of a failed answer, from its `{ error, code, details }` body. `sessionToken` is the
 * session's own token when it was the one sent: a 401 then means the session ended on the server
 * (logged out elsewhere, expired, account gone), so it ends here too.
 */
export function failedAnswer(
  status: number,
  statusText: string,
  payload: unknown,
  sessionToken: string | null,
): ApiError {
  const body = readErrorBody(payload);
  let error: ApiError;
  if (body) error = new ApiError(status, body.code, body.error, body.details);
  // A proxy in front of the API refuses big bodies with a page of its own.
  else if (status === 413) error = new ApiError(status, 'payload_too_large', statusText);
  else error = new ApiError(status, 'internal_error', statusText);
  if (status === 401 && error.code === 'unauthorized' && sessionToken && authToken() === sessionToken) signOut();
  return error;
}

/** A file the API answers (a shipping label, a CSV statement) and the name it suggests for it. */
export interface ApiFile {
  blob: Blob;
  /** From the answer's Content-Disposition; null when it names none. */
  fileName: string | null;
}

/**
 * Fetches a file from the API. A plain link cannot send the session's bearer token, so the file
 * comes as a blob for `saveFile` (lib/files.ts); a refusal still answers JSON and becomes an ApiError.
 */
export async function apiFile(path: string, options: { signal?: AbortSignal } = {}): Promise<ApiFile> {
  const headers: Record<string, string> = { 'x-language': currentLanguage() };
  const sessionToken = authToken();
  if (sessionToken) headers.authorization = `Bearer ${sessionToken}`;
  let response: Response;
  try {
    response = await request(path, { headers, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The server cannot be reached.');
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw failedAnswer(response.status, response.statusText, payload, sessionToken);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** `attachment; filename="statements-2026-11.csv"` → `statements-2026-11.csv`. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition === null ? null : /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1]?.trim() || null;
}
