import { ERRORS, type ErrorCode } from '@glowmarket/shared/errors';

/**
 * The one error a service throws. The error handler turns it into
 * `{ error, code, details? }` with the status from the code table in `@glowmarket/shared/errors`.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    status?: number,
  ) {
    super(ERRORS[code].message);
    this.name = 'AppError';
    this.status = status ?? ERRORS[code].status;
  }
}
