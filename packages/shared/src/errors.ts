import { z } from 'zod';

/**
 * Every failure the API answers with. The key is the stable `code`; it doubles as the
 * translation key the web app shows (`errors.<code>`). `message` is the English text sent as
 * `error` to clients that do not translate.
 */
export const ERRORS = {
  /** The request body could not be parsed as JSON. */
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  /** One or more fields failed validation; `details.fields` lists them. */
  validation_failed: { status: 400, message: 'Some fields are missing or invalid.' },
  /** The body is larger than the server accepts. */
  payload_too_large: { status: 413, message: 'The request is too large.' },
  /** The content type of the body is not one the endpoint accepts. */
  unsupported_media_type: { status: 415, message: 'This type of content is not accepted.' },
  /** No API endpoint matches the method and path. */
  not_found: { status: 404, message: 'Not found.' },
  /** The method is not allowed here, or the request is otherwise malformed. */
  bad_request: { status: 400, message: 'The request is not valid.' },
  /** Too many requests in a short time. */
  rate_limited: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  /** The database does not answer. */
  database_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
  /** Anything unexpected; the answer carries the request id and nothing internal. */
  internal_error: { status: 500, message: 'Something went wrong on our side.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The shape of every failed answer. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
