import {
  CART_TOKEN_HEADER,
  CART_TOKEN_PATTERN,
  cartDeliveriesInputSchema,
  cartLineInputSchema,
  cartLineParamsSchema,
  cartMergeSchema,
  cartQuantitySchema,
  cartSchema,
} from '@glowmarket/shared/cart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { CartService } from './cart.service';

const errors = errorResponses(400, 404, 422);

/** The visitor's cart token from X-Cart-Token; anything not shaped like one finds no cart. */
function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CART_TOKEN_HEADER];
  return typeof value === 'string' && CART_TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * /api/cart: the caller's cart, a buyer's by the session, a visitor's by X-Cart-Token (handed out
 * as `cartToken` with the first line). Prices, and the quote of each seller's delivery, answer in the
 * X-Currency.
 */
export function cartRoutes(cart: CartService): FastifyPluginAsyncZod {
  const tags = ['cart'];
  return async (app) => {
    app.get(
      '/',
      { schema: { tags, summary: 'The cart by seller, with totals', response: { 200: cartSchema, ...errors } } },
      (request) => cart.get(request.ctx, tokenOf(request)),
    );

    app.post(
      '/lines',
      {
        schema: {
          tags,
          summary: 'Add a product (to its line); more than is in stock answers 422 insufficient_stock',
          body: cartLineInputSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) => cart.addLine(request.ctx, tokenOf(request), request.body),
    );

    app.put(
      '/lines/:productId',
      {
        schema: {
          tags,
          summary: 'Set a line’s quantity',
          params: cartLineParamsSchema,
          body: cartQuantitySchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) => cart.setQuantity(request.ctx, tokenOf(request), request.params.productId, request.body.quantity),
    );

    app.delete(
      '/lines/:productId',
      {
        schema: {
          tags,
          summary: 'Remove a line',
          params: cartLineParamsSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) => cart.removeLine(request.ctx, tokenOf(request), request.params.productId),
    );

    app.delete(
      '/',
      { schema: { tags, summary: 'Empty the cart', response: { 200: cartSchema, ...errors } } },
      (request) => cart.empty(request.ctx, tokenOf(request)),
    );

    app.put(
      '/deliveries',
      {
        schema: {
          tags,
          summary:
            'Choose a seller’s delivery (or several): answers the cart with its quote; a method the seller does not offer answers 422',
          body: cartDeliveriesInputSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) => cart.setDeliveries(request.ctx, tokenOf(request), request.body),
    );

    app.post(
      '/merge',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'After login: move the visitor’s cart (its token) into the buyer’s',
          body: cartMergeSchema,
          response: { 200: cartSchema, ...errorResponses(401), ...errors },
        },
      },
      (request) => cart.merge(request.ctx, request.body.cartToken),
    );
  };
}
