import { ERRORS, type ErrorBody, type ErrorCode, type FieldProblem } from '@glowmarket/shared/errors';
import { describeIssue, englishIssueMessage } from '@glowmarket/shared/validation';
import type { core } from 'zod';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Fastify's own errors that are the caller's fault, and what we call them. */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

function send(reply: FastifyReply, status: number, code: ErrorCode, error: string, details?: unknown) {
  const body: ErrorBody = { error, code };
  if (details !== undefined) body.details = details;
  return reply.status(status).send(body);
}

export function sendError(reply: FastifyReply, code: ErrorCode, details?: unknown) {
  return send(reply, ERRORS[code].status, code, ERRORS[code].message, details);
}

/** The refused fields of a failed validation, each with its reason and English text. */
export function fieldProblems(error: {
  validation?: FastifyError['validation'];
  validationContext?: string;
}): FieldProblem[] {
  const where = error.validationContext ?? 'body';
  return (error.validation ?? []).map((problem) => {
    const path = problem.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // The zod issue, rebuilt from what the type provider passes on.
    const issue = { ...problem.params, code: problem.keyword } as unknown as core.$ZodRawIssue;
    return {
      field: path ? `${where}.${path}` : where,
      reason: describeIssue(issue).key,
      message: englishIssueMessage(issue),
    };
  });
}

/** One place turns every thrown error into `{ error, code, details? }` with the right status. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, error.message);
        const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
        if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
        return send(reply, error.status, error.code, error.message, error.details);
      }
      if (error.validation) {
        return sendError(reply, 'validation_failed', { fields: fieldProblems(error) });
      }
      const frameworkCode = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      if (frameworkCode) return sendError(reply, frameworkCode);
      if (error.statusCode === 429) return sendError(reply, 'rate_limited');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'rejected request');
        return sendError(reply, 'bad_request');
      }
      request.log.error({ err: error }, 'unexpected error');
      const body: ErrorBody = {
        error: ERRORS.internal_error.message,
        code: 'internal_error',
        requestId: request.id,
      };
      return reply.status(500).send(body);
    });
  },
  { name: 'errors' },
);
