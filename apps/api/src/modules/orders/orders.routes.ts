import {
  adminOrderQuerySchema,
  buyerOrderListSchema,
  checkoutSchema,
  commissionVatSchema,
  customerListSchema,
  customerQuerySchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  orderStatusChangeSchema,
  paymentChoiceSchema,
  purchaseSchema,
  sellerOrderListSchema,
  sellerOrderQuerySchema,
  sellerOrderSchema,
  statementListSchema,
  statementQuerySchema,
  type StatementList,
} from '@glowmarket/shared/orders';
import { recallEntrySchema, recallQuerySchema } from '@glowmarket/shared/cosmetics';
import { idParamsSchema } from '@glowmarket/shared/users';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { requireAdmin, requireSeller, requireUser } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { OrderLife } from './order-life.service';
import { statementsCsv } from './statements-csv';
import type { OrdersService } from './orders.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 500, 502);

const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** The caller's company (requireSeller has made sure there is one). */
const companyOf = (ctx: RequestContext) => ctx.actor.companyId ?? '';

/** /api/orders: a buyer places the cart as one purchase (one order per seller) and follows its orders. */
export function ordersRoutes(orders: OrdersService): FastifyPluginAsyncZod {
  const tags = ['orders'];
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.post(
      '/',
      {
        schema: {
          tags,
          summary: 'Place the cart (Idempotency-Key header: the same key again answers the same purchase)',
          body: checkoutSchema,
          response: { 201: purchaseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const key = request.headers[IDEMPOTENCY_HEADER];
        if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
          throw new AppError('idempotency_key_required');
        }
        return reply.status(201).send(await orders.place(request.ctx, key, request.body));
      },
    );

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: "The caller's orders, newest first",
          querystring: pageQuerySchema,
          response: { 200: buyerOrderListSchema, ...errors },
        },
      },
      (request) => orders.listMine(request.ctx, request.query.page),
    );

    app.get(
      '/groups/:id',
      {
        schema: {
          tags,
          summary: "One of the caller's purchases, with its orders",
          params: idParamsSchema,
          response: { 200: purchaseSchema, ...errors },
        },
      },
      (request) => orders.getPurchase(request.ctx, request.params.id),
    );

    app.post(
      '/groups/:id/payment',
      {
        schema: {
          tags,
          summary: "How the purchase's unpaid orders are paid: cash on delivery, or later online",
          params: idParamsSchema,
          body: paymentChoiceSchema,
          response: { 200: purchaseSchema, ...errors },
        },
      },
      (request) => orders.choosePayment(request.ctx, request.params.id, request.body),
    );
  };
}

/** /api/seller: the seller's orders, their status, ShipX shipments, customers and statements. */
export function sellerOrdersRoutes(life: OrderLife): FastifyPluginAsyncZod {
  const tags = ['orders'];
  return async (app) => {
    app.addHook('onRequest', requireSeller);

    app.get(
      '/orders',
      {
        schema: {
          tags,
          summary: "The seller's orders, newest first, by status, days placed, number or customer",
          querystring: sellerOrderQuerySchema,
          response: { 200: sellerOrderListSchema, ...errors },
        },
      },
      (request) => life.listForSeller(request.ctx, companyOf(request.ctx), request.query),
    );

    app.get(
      '/orders/:id',
      {
        schema: {
          tags,
          summary: "One of the seller's orders (another seller's is not found)",
          params: idParamsSchema,
          response: { 200: sellerOrderSchema, ...errors },
        },
      },
      (request) => life.getForSeller(request.ctx, companyOf(request.ctx), request.params.id),
    );

    app.post(
      '/orders/:id/status',
      {
        schema: {
          tags,
          summary: 'Move the order on: paid, packed, shipped (tracking number), delivered, or cancelled',
          params: idParamsSchema,
          body: orderStatusChangeSchema,
          response: { 200: sellerOrderSchema, ...errors },
        },
      },
      (request) => life.changeStatus(request.ctx, companyOf(request.ctx), request.params.id, request.body),
    );

    app.post(
      '/orders/:id/shipment',
      {
        schema: {
          tags,
          summary: 'Create the InPost shipment through ShipX and wait for its confirmation',
          params: idParamsSchema,
          response: { 200: sellerOrderSchema, ...errors },
        },
      },
      (request) => life.createShipment(request.ctx, companyOf(request.ctx), request.params.id),
    );

    app.get(
      '/orders/:id/label',
      {
        schema: { tags, summary: "The shipment's A6 label (PDF)", params: idParamsSchema },
      },
      async (request, reply) => {
        const pdf = await life.shipmentLabel(request.ctx, companyOf(request.ctx), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="label-${request.params.id}.pdf"`)
          .send(pdf);
      },
    );

    app.get(
      '/recall',
      {
        schema: {
          tags,
          summary: "Every buyer of one of the seller's batches, newest order first, with the pieces from it",
          querystring: recallQuerySchema,
          response: { 200: z.object({ code: z.string(), entries: z.array(recallEntrySchema) }), ...errors },
        },
      },
      (request) => life.recallBatch(request.ctx, companyOf(request.ctx), request.query.code),
    );

    app.get(
      '/customers',
      {
        schema: {
          tags,
          summary: 'The buyers who ordered from the seller, the latest first',
          querystring: customerQuerySchema,
          response: { 200: customerListSchema, ...errors },
        },
      },
      (request) => life.customers(request.ctx, companyOf(request.ctx), request.query),
    );

    app.get(
      '/statements',
      {
        schema: {
          tags,
          summary: "The seller's month: gross sales, commission, VAT on it and payout (format=csv for a file)",
          querystring: statementQuerySchema,
        },
      },
      async (request, reply) => {
        const list = await life.statements(request.ctx, request.query.month, companyOf(request.ctx));
        return request.query.format === 'csv' ? sendCsv(reply, list) : statementListSchema.parse(list);
      },
    );
  };
}

function sendCsv(reply: FastifyReply, list: StatementList) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="statements-${list.month}.csv"`)
    .send(statementsCsv(list));
}

/** /api/admin: every order, totals and commission, each seller's month and the VAT rate on commission. */
export function adminOrdersRoutes(
  life: OrderLife,
  site: {
    commissionVatBasisPoints(ctx: RequestContext): Promise<number>;
    setCommissionVatBasisPoints(ctx: RequestContext, basisPoints: number): Promise<number>;
  },
): FastifyPluginAsyncZod {
  const tags = ['admin'];
  const vatAnswer = z.object({ percent: z.number() });
  return async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get(
      '/orders',
      {
        schema: {
          tags,
          summary: 'Every order, by seller, status and days placed, with totals and commission',
          querystring: adminOrderQuerySchema,
          response: { 200: sellerOrderListSchema, ...errors },
        },
      },
      (request) => life.listForOperator(request.ctx, request.query),
    );

    app.get(
      '/statements',
      {
        schema: {
          tags,
          summary: "Every seller's month (format=csv for a file)",
          querystring: statementQuerySchema,
        },
      },
      async (request, reply) => {
        const list = await life.statements(request.ctx, request.query.month);
        return request.query.format === 'csv' ? sendCsv(reply, list) : statementListSchema.parse(list);
      },
    );

    app.get(
      '/statements/vat',
      { schema: { tags, summary: 'VAT on the commission, in percent', response: { 200: vatAnswer, ...errors } } },
      async (request) => ({ percent: (await site.commissionVatBasisPoints(request.ctx)) / 100 }),
    );

    app.put(
      '/statements/vat',
      {
        schema: {
          tags,
          summary: 'Set the VAT on the commission, in percent',
          body: commissionVatSchema,
          response: { 200: vatAnswer, ...errors },
        },
      },
      async (request) => ({
        percent: (await site.setCommissionVatBasisPoints(request.ctx, Math.round(request.body.percent * 100))) / 100,
      }),
    );
  };
}
