import {
  avatarSchema,
  changePasswordSchema,
  idParamsSchema,
  invoiceDetailsInputSchema,
  invoiceDetailsSchema,
  messageAnswerSchema,
  profileSchema,
  shippingAddressInputSchema,
  shippingAddressSchema,
  updateProfileSchema,
} from '@glowmarket/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import type { AccountService } from './account.service';
import { IMAGE_BODY_LIMIT } from './users.routes';
import type { UsersService } from './users.service';

const errors = errorResponses(400, 401, 404);
const tags = ['account'];

/** /api/users/me/…: the logged-in user's own data. Every route here requires a session. */
export function accountRoutes(account: AccountService, users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.post(
      '/logout',
      { schema: { tags, summary: 'End this session', response: { 200: messageAnswerSchema, ...errors } } },
      (request) => users.logout(request.ctx),
    );

    app.get('', { schema: { tags, summary: 'My profile', response: { 200: profileSchema, ...errors } } }, (request) =>
      account.getProfile(request.ctx),
    );

    app.patch(
      '',
      {
        schema: {
          tags,
          summary: 'Edit my profile',
          body: updateProfileSchema,
          response: { 200: profileSchema, ...errors },
        },
      },
      (request) => account.updateProfile(request.ctx, request.body),
    );

    app.put(
      '/password',
      {
        schema: {
          tags,
          summary: 'Change my password (asks the current one); other sessions end',
          body: changePasswordSchema,
          response: { 200: messageAnswerSchema, ...errors },
        },
      },
      (request) => account.changePassword(request.ctx, request.body),
    );

    app.put(
      '/avatar',
      {
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Set my avatar (an image as a data URL, at most 2 MB)',
          body: avatarSchema,
          response: { 200: profileSchema, ...errorResponses(413, 415), ...errors },
        },
      },
      (request) => account.setAvatar(request.ctx, request.body.avatar),
    );

    app.delete(
      '/avatar',
      { schema: { tags, summary: 'Remove my avatar', response: { 200: profileSchema, ...errors } } },
      (request) => account.removeAvatar(request.ctx),
    );

    app.get(
      '/shipping-addresses',
      {
        schema: {
          tags,
          summary: 'My shipping addresses',
          response: { 200: z.object({ items: z.array(shippingAddressSchema) }), ...errors },
        },
      },
      (request) => account.listShippingAddresses(request.ctx),
    );

    app.post(
      '/shipping-addresses',
      {
        schema: {
          tags,
          summary: 'Add a shipping address',
          body: shippingAddressInputSchema,
          response: { 201: shippingAddressSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await account.addShippingAddress(request.ctx, request.body)),
    );

    app.patch(
      '/shipping-addresses/:id',
      {
        schema: {
          tags,
          summary: 'Change a shipping address',
          params: idParamsSchema,
          body: shippingAddressInputSchema,
          response: { 200: shippingAddressSchema, ...errors },
        },
      },
      (request) => account.updateShippingAddress(request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/shipping-addresses/:id',
      {
        schema: {
          tags,
          summary: 'Remove a shipping address',
          params: idParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await account.removeShippingAddress(request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/invoice-details',
      {
        schema: {
          tags,
          summary: 'My invoice details',
          response: { 200: z.object({ items: z.array(invoiceDetailsSchema) }), ...errors },
        },
      },
      (request) => account.listInvoiceDetails(request.ctx),
    );

    app.post(
      '/invoice-details',
      {
        schema: {
          tags,
          summary: 'Add invoice details',
          body: invoiceDetailsInputSchema,
          response: { 201: invoiceDetailsSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await account.addInvoiceDetails(request.ctx, request.body)),
    );

    app.patch(
      '/invoice-details/:id',
      {
        schema: {
          tags,
          summary: 'Change invoice details',
          params: idParamsSchema,
          body: invoiceDetailsInputSchema,
          response: { 200: invoiceDetailsSchema, ...errors },
        },
      },
      (request) => account.updateInvoiceDetails(request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/invoice-details/:id',
      {
        schema: {
          tags,
          summary: 'Remove invoice details',
          params: idParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await account.removeInvoiceDetails(request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/export',
      { schema: { tags, summary: 'Everything stored about me, as a JSON file' } },
      async (request, reply) =>
        reply
          .header('content-disposition', 'attachment; filename="glowmarket-my-data.json"')
          .send(await account.exportData(request.ctx)),
    );
  };
}
