import {
  newThreadSchema,
  replySchema,
  threadDetailSchema,
  threadIdParamsSchema,
  threadListSchema,
  unreadCountSchema,
} from '@glowmarket/shared/seller-messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireSeller } from '../../lib/guards';
import type { RateLimitRule } from '../../lib/rate-limiter';
import { errorResponses } from '../../lib/route-errors';
import type { MessagesService } from './messages.service';

const minutes = (count: number) => count * 60_000;

/**
 * How many messages one person, and one address, may send: a lively conversation stays far below
 * it, a script filling a seller's inbox does not.
 */
export const MESSAGE_RATE_LIMITS = {
  perUser: { limit: 20, windowMs: minutes(10) },
  perIp: { limit: 60, windowMs: minutes(10) },
} satisfies Record<string, RateLimitRule>;

async function limitSending(request: FastifyRequest): Promise<void> {
  const limiter = request.server.rateLimiter;
  const checks: [string, RateLimitRule][] = [
    [`messages:user:${request.ctx.actor.userId ?? ''}`, MESSAGE_RATE_LIMITS.perUser],
    [`messages:ip:${request.ip}`, MESSAGE_RATE_LIMITS.perIp],
  ];
  for (const [key, rule] of checks) {
    const result = await limiter.hit(key, rule);
    if (!result.allowed) throw new AppError('messages_rate_limited', { retryAfterSeconds: result.retryAfterSeconds });
  }
}

/** A visitor learns that writing to a seller needs an account (SPEC §5), not a bare "log in". */
async function requireWriter(request: FastifyRequest): Promise<void> {
  if (!request.ctx.actor.userId) throw new AppError('message_login_required');
}

/** /api/messages: the caller's conversations with sellers. */
export function messagesRoutes(messages: MessagesService): FastifyPluginAsyncZod {
  const tags = ['messages'];
  const errors = errorResponses(400, 401, 404);
  return async (app) => {
    app.addHook('onRequest', requireWriter);

    app.post(
      '/threads',
      {
        preHandler: limitSending,
        schema: {
          tags,
          summary: 'Write to a seller about a product, an order or nothing in particular (continues that thread)',
          body: newThreadSchema,
          response: { 201: threadDetailSchema, ...errorResponses(422, 429), ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await messages.send(request.ctx, request.body)),
    );

    app.get(
      '/threads',
      {
        schema: { tags, summary: 'The caller’s threads, newest first', response: { 200: threadListSchema, ...errors } },
      },
      async (request) => ({ items: await messages.list(request.ctx, 'buyer') }),
    );

    app.get(
      '/threads/:id',
      {
        schema: {
          tags,
          summary: 'One of the caller’s threads with its messages; marks them read',
          params: threadIdParamsSchema,
          response: { 200: threadDetailSchema, ...errors },
        },
      },
      (request) => messages.read(request.ctx, 'buyer', request.params.id),
    );

    app.post(
      '/threads/:id/messages',
      {
        preHandler: limitSending,
        schema: {
          tags,
          summary: 'Write again in one of the caller’s threads',
          params: threadIdParamsSchema,
          body: replySchema,
          response: { 200: threadDetailSchema, ...errorResponses(429), ...errors },
        },
      },
      (request) => messages.reply(request.ctx, 'buyer', request.params.id, request.body.text),
    );

    app.get(
      '/unread',
      {
        schema: {
          tags,
          summary: 'Messages from sellers not read yet',
          response: { 200: unreadCountSchema, ...errors },
        },
      },
      (request) => messages.unread(request.ctx, 'buyer'),
    );
  };
}

/** /api/seller/messages: the company's conversations with buyers; another company's thread answers 404. */
export function sellerMessagesRoutes(messages: MessagesService): FastifyPluginAsyncZod {
  const tags = ['seller'];
  const errors = errorResponses(400, 401, 403, 404);
  return async (app) => {
    app.addHook('onRequest', requireSeller);

    app.get(
      '/threads',
      {
        schema: {
          tags,
          summary: 'Buyers’ threads with the company, newest first',
          response: { 200: threadListSchema, ...errors },
        },
      },
      async (request) => ({ items: await messages.list(request.ctx, 'seller') }),
    );

    app.get(
      '/threads/:id',
      {
        schema: {
          tags,
          summary: 'One of the company’s threads with its messages; marks them read',
          params: threadIdParamsSchema,
          response: { 200: threadDetailSchema, ...errors },
        },
      },
      (request) => messages.read(request.ctx, 'seller', request.params.id),
    );

    app.post(
      '/threads/:id/messages',
      {
        preHandler: limitSending,
        schema: {
          tags,
          summary: 'Answer a buyer',
          params: threadIdParamsSchema,
          body: replySchema,
          response: { 200: threadDetailSchema, ...errorResponses(429), ...errors },
        },
      },
      (request) => messages.reply(request.ctx, 'seller', request.params.id, request.body.text),
    );

    app.get(
      '/unread',
      {
        schema: {
          tags,
          summary: 'Buyers’ messages the company has not read yet',
          response: { 200: unreadCountSchema, ...errors },
        },
      },
      (request) => messages.unread(request.ctx, 'seller'),
    );
  };
}
