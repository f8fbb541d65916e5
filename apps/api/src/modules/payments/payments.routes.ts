import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@glowmarket/shared/orders';
import {
  flaggedPaymentListSchema,
  PAYMENT_METHODS,
  paymentOptionsSchema,
  paymentSchema,
  startedPaymentSchema,
  startPaymentSchema,
  type PaymentMethod,
} from '@glowmarket/shared/payments';
import { idParamsSchema } from '@glowmarket/shared/users';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { requireAdmin, requireUser } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { PaymentsService } from './payments.service';

const errors = errorResponses(400, 401, 404, 409, 422, 502);

/** Notifications are verified over the bytes as they came: their bodies are kept raw. */
const RAW_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

/** /api/payments: paying a purchase, following a payment, and the operators' notifications. */
export function paymentsRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  const tags = ['payments'];
  return async (app) => {
    app.get(
      '/options',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'The methods a purchase can be paid with, and for how much',
          querystring: z.object({ group: z.uuid() }),
          response: { 200: paymentOptionsSchema, ...errors },
        },
      },
      (request) => payments.options(request.ctx, request.query.group),
    );

    app.post(
      '/',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Start paying with an operator (Idempotency-Key: the same key answers the same payment)',
          body: startPaymentSchema,
          response: { 201: startedPaymentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const key = request.headers[IDEMPOTENCY_HEADER];
        if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
          throw new AppError('idempotency_key_required');
        }
        return reply.status(201).send(await payments.start(request.ctx, key, request.body));
      },
    );

    app.get(
      '/:id',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "One of the caller's payments",
          params: idParamsSchema,
          response: { 200: paymentSchema, ...errors },
        },
      },
      (request) => payments.get(request.ctx, request.params.id),
    );

    for (const path of ['/return/autopay', '/return/autopay/:companyId']) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary: "Autopay's return: checked, then the buyer goes to the payment's result",
            hide: true,
            querystring: autopayReturnQuery,
          },
        },
        async (request, reply) => {
          const { companyId } = request.params as { companyId?: string };
          return reply.redirect(await payments.autopayReturn(request.ctx, request.query, companyId), 303);
        },
      );
    }

    // Operators post here; their bodies stay raw for the signature checks.
    await app.register(async (scope) => {
      const notifications = scope.withTypeProvider<ZodTypeProvider>();
      notifications.removeAllContentTypeParsers();
      notifications.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

      const answer = async (
        ctx: RequestContext,
        method: 'stripe' | 'przelewy24' | 'autopay',
        headers: Record<string, string | string[] | undefined>,
        body: unknown,
        companyId?: string,
      ) =>
        payments.notify(ctx, method, { headers, rawBody: Buffer.isBuffer(body) ? body : Buffer.alloc(0) }, companyId);

      for (const method of ['stripe', 'przelewy24'] as const) {
        notifications.post(
          `/notify/${method}`,
          { schema: { tags, summary: `${method} notifications (signed; raw body)`, hide: true } },
          async (request, reply) => {
            const result = await answer(request.ctx, method, request.headers, request.body);
            return reply.status(result.status).type(result.contentType).send(result.body);
          },
        );
      }
      // A seller sets these addresses in Autopay's panel; the demo's sandbox plays one service without an id.
      notifications.post(
        '/notify/autopay',
        { schema: { tags, summary: 'The sandbox Autopay service ITN (hashed; raw body)', hide: true } },
        async (request, reply) => {
          const result = await answer(request.ctx, 'autopay', request.headers, request.body, '');
          return reply.status(result.status).type(result.contentType).send(result.body);
        },
      );
      notifications.post(
        '/notify/autopay/:companyId',
        {
          schema: {
            tags,
            summary: "A seller's Autopay ITN (hashed; raw body)",
            params: z.object({ companyId: z.uuid() }),
            hide: true,
          },
        },
        async (request, reply) => {
          const result = await answer(request.ctx, 'autopay', request.headers, request.body, request.params.companyId);
          return reply.status(result.status).type(result.contentType).send(result.body);
        },
      );
    });
  };
}

const autopayReturnQuery = z.record(z.string(), z.string());

const methodsSchema = z.object({ enabled: z.array(z.enum(PAYMENT_METHODS)) });

/** /api/admin: which methods buyers may use, and the payments that need the operator's look. */
export function adminPaymentsRoutes(
  payments: PaymentsService,
  site: {
    enabledPaymentMethods(ctx: RequestContext): Promise<ReadonlySet<PaymentMethod>>;
    setEnabledPaymentMethods(ctx: RequestContext, enabled: PaymentMethod[]): Promise<PaymentMethod[]>;
  },
): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    app.get(
      '/payment-methods',
      { schema: { tags, summary: 'The payment methods buyers may use', response: { 200: methodsSchema, ...errors } } },
      async (request) => ({ enabled: [...(await site.enabledPaymentMethods(request.ctx))] }),
    );
    app.put(
      '/payment-methods',
      {
        schema: {
          tags,
          summary: 'Switch payment methods on and off',
          body: methodsSchema.strict(),
          response: { 200: methodsSchema, ...errors },
        },
      },
      async (request) => ({ enabled: await site.setEnabledPaymentMethods(request.ctx, request.body.enabled) }),
    );
    app.get(
      '/payments/flagged',
      {
        schema: {
          tags,
          summary: 'Payments an operator reported for another amount than asked (their orders stay unpaid)',
          response: { 200: flaggedPaymentListSchema, ...errors },
        },
      },
      async (request) => ({ items: await payments.listFlagged(request.ctx) }),
    );
  };
}
