import {
  loginAnswerSchema,
  loginSchema,
  messageAnswerSchema,
  recoverPasswordSchema,
  registerAnswerSchema,
  registerSchema,
  resendCodeSchema,
  resetAvatarSchema,
  resetPasswordSchema,
  statusAnswerSchema,
  updateStatusSchema,
  verifyAnswerSchema,
  verifyResetCodeAnswerSchema,
  verifyResetCodeSchema,
  verifySchema,
} from '@glowmarket/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import { rateLimit } from '../../plugins/rate-limit';
import { USER_RATE_LIMITS } from './users.rate-limits';
import type { UsersService } from './users.service';

/** Bodies that may carry an image as a data URL; the image itself is held to 2 MB by the service. */
export const IMAGE_BODY_LIMIT = 12 * 1024 * 1024;

const errors = errorResponses(400, 401, 403, 429);
const tags = ['users'];

/** The calls of SPEC §7: same paths, payload names and answer shapes as existing clients use. */
export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/users/register',
      {
        bodyLimit: IMAGE_BODY_LIMIT,
        preHandler: rateLimit<{ email?: string }>({ ...USER_RATE_LIMITS.register, account: (body) => body.email }),
        schema: {
          tags,
          summary: 'Create an account; the verification code is e-mailed',
          body: registerSchema,
          response: { 201: registerAnswerSchema, ...errorResponses(413, 415), ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await users.register(request.ctx, request.body)),
    );

    app.post(
      '/api/users/resend-code',
      {
        preHandler: rateLimit(USER_RATE_LIMITS.resendCode),
        schema: {
          tags,
          summary: 'Send a new verification code (at most once a minute)',
          body: resendCodeSchema,
          response: { 200: messageAnswerSchema.extend({ ConfirmationCode: z.string().optional() }), ...errors },
        },
      },
      (request) => users.resendVerificationCode(request.ctx, request.body.username),
    );

    app.post(
      '/api/users/verify',
      {
        preHandler: rateLimit<{ username?: string }>({ ...USER_RATE_LIMITS.verify, account: (body) => body.username }),
        // SPEC §5: missing details answer 'Invalid or missing verification details.', not a field list.
        attachValidation: true,
        schema: {
          tags,
          summary: 'Confirm the e-mail address with the code',
          body: verifySchema,
          response: { 200: verifyAnswerSchema, ...errors },
        },
      },
      (request) => {
        if (request.validationError) throw new AppError('invalid_verification');
        return users.verifyEmail(request.ctx, request.body);
      },
    );

    app.post(
      '/api/users/login',
      {
        preHandler: rateLimit<{ username?: string; email?: string }>({
          ...USER_RATE_LIMITS.login,
          account: (body) => body.email || body.username,
        }),
        schema: {
          tags,
          summary: 'Log in with username or e-mail and password; answers a bearer token',
          body: loginSchema,
          response: { 200: loginAnswerSchema, ...errorResponses(423), ...errors },
        },
      },
      (request) => users.login(request.ctx, request.body, request.headers['user-agent']),
    );

    app.get(
      '/api/users/status',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Whether the bearer token is logged in, and as whom',
          response: { 200: statusAnswerSchema, ...errors },
        },
      },
      (request) => users.getStatus(request.ctx),
    );

    app.post(
      '/api/users/recover-password',
      {
        preHandler: rateLimit<{ email?: string }>({
          ...USER_RATE_LIMITS.recoverPassword,
          account: (body) => body.email,
        }),
        schema: {
          tags,
          summary: 'E-mail a password reset code; the answer is the same for unknown addresses',
          body: recoverPasswordSchema,
          response: { 200: messageAnswerSchema, ...errors },
        },
      },
      (request) => users.requestPasswordReset(request.ctx, request.body.email),
    );

    app.post(
      '/api/users/verify-reset-code',
      {
        preHandler: rateLimit<{ email?: string }>({
          ...USER_RATE_LIMITS.verifyResetCode,
          account: (body) => body.email,
        }),
        schema: {
          tags,
          summary: 'Exchange the e-mailed reset code for a reset token',
          body: verifyResetCodeSchema,
          response: { 200: verifyResetCodeAnswerSchema, ...errors },
        },
      },
      (request) => users.exchangeResetCode(request.ctx, request.body),
    );

    app.post(
      '/api/users/reset-password',
      {
        preHandler: rateLimit(USER_RATE_LIMITS.resetPassword),
        schema: {
          tags,
          summary: 'Set a new password with a reset token; every session ends',
          body: resetPasswordSchema,
          response: { 200: messageAnswerSchema, ...errors },
        },
      },
      (request) => users.resetPassword(request.ctx, request.body),
    );

    app.post(
      '/api/users/reset-avatar',
      {
        bodyLimit: IMAGE_BODY_LIMIT,
        preHandler: rateLimit(USER_RATE_LIMITS.resetPassword),
        schema: {
          tags,
          summary: 'Set or remove (AvatarLogin: null) the avatar with a reset token',
          body: resetAvatarSchema,
          response: { 200: messageAnswerSchema, ...errorResponses(413, 415), ...errors },
        },
      },
      (request) => users.resetAvatar(request.ctx, request.body),
    );

    app.patch(
      '/api/users/update',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: `Set the user's status: ${updateStatusSchema.shape.status.options.join(', ')}`,
          body: updateStatusSchema,
          response: { 200: messageAnswerSchema, ...errors },
        },
      },
      (request) => users.updateStatus(request.ctx, request.body.status),
    );

    app.delete(
      '/api/users/delete',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Delete the account: personal data erased, sessions ended',
          response: { 200: messageAnswerSchema, ...errors },
        },
      },
      (request) => users.deleteAccount(request.ctx),
    );
  };
}
