import {
  adminCompaniesQuerySchema,
  adminCompanySummarySchema,
  companyActionSchema,
  companyCommissionSchema,
  companyIdParamsSchema,
  companyInputSchema,
  companyPhotoParamsSchema,
  companySummarySchema,
  pageOf,
  pageQuerySchema,
  privateCompanySchema,
  publicCompanySchema,
  siteCommissionSchema,
} from '@glowmarket/shared/companies';
import { MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireAdmin, requireSeller, requireUser } from '../../lib/guards';
import { errorResponses } from '../../lib/route-errors';
import { readUpload } from '../../lib/uploads';
import { fieldProblems } from '../../plugins/errors';
import type { CompaniesService } from './companies.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(413, 415, 422);
const companyUpload = { maxBytes: MAX_COMPANY_FILE_BYTES, tooLarge: 'file_too_large_4mb' } as const;

/** SPEC §5: a company form missing a required field answers 'Please fill in all required fields'. */
function refuseInvalidCompany(request: FastifyRequest): void {
  if (!request.validationError) return;
  const fields = fieldProblems(request.validationError);
  throw new AppError(
    fields.some((field) => field.reason === 'required') ? 'company_required_fields' : 'validation_failed',
    {
      fields,
    },
  );
}

/** Editing one company: the same calls for its seller (/api/seller) and for the operator (/api/admin). */
function companyEditingRoutes(companies: CompaniesService, tags: string[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/companies/:id',
      {
        schema: {
          tags,
          summary: 'The whole company, private data included',
          params: companyIdParamsSchema,
          response: { 200: privateCompanySchema, ...errors },
        },
      },
      (request) => companies.getCompany(request.ctx, request.params.id),
    );

    app.patch(
      '/companies/:id',
      {
        attachValidation: true,
        schema: {
          tags,
          summary: 'Edit the company',
          params: companyIdParamsSchema,
          body: companyInputSchema,
          response: { 200: privateCompanySchema, ...errors },
        },
      },
      (request) => {
        refuseInvalidCompany(request);
        return companies.updateCompany(request.ctx, request.params.id, request.body);
      },
    );

    app.post(
      '/companies/:id/logo',
      {
        schema: {
          tags,
          summary: 'Upload the logo (multipart, one image of at most 4 MB)',
          consumes: ['multipart/form-data'],
          params: companyIdParamsSchema,
          response: { 200: privateCompanySchema, ...errors, ...uploadErrors },
        },
      },
      async (request) => companies.setLogo(request.ctx, request.params.id, await readUpload(request, companyUpload)),
    );

    app.delete(
      '/companies/:id/logo',
      {
        schema: {
          tags,
          summary: 'Remove the logo',
          params: companyIdParamsSchema,
          response: { 200: privateCompanySchema, ...errors },
        },
      },
      (request) => companies.removeLogo(request.ctx, request.params.id),
    );

    app.post(
      '/companies/:id/photos',
      {
        schema: {
          tags,
          summary: 'Add a photo (multipart, one image of at most 4 MB; 8 photos at most)',
          consumes: ['multipart/form-data'],
          params: companyIdParamsSchema,
          response: { 200: privateCompanySchema, ...errors, ...uploadErrors },
        },
      },
      async (request) => companies.addPhoto(request.ctx, request.params.id, await readUpload(request, companyUpload)),
    );

    app.delete(
      '/companies/:id/photos/:photoId',
      {
        schema: {
          tags,
          summary: 'Remove a photo',
          params: companyPhotoParamsSchema,
          response: { 200: privateCompanySchema, ...errors },
        },
      },
      (request) => companies.removePhoto(request.ctx, request.params.id, request.params.photoId),
    );
  };
}

/** Visitors: approved companies. Users: register a company. */
export function companiesRoutes(companies: CompaniesService): FastifyPluginAsyncZod {
  const tags = ['companies'];
  return async (app) => {
    app.get(
      '/api/companies',
      {
        schema: {
          tags,
          summary: 'Approved companies (manufacturers), searchable, 50 per page',
          querystring: pageQuerySchema,
          response: { 200: pageOf(companySummarySchema), ...errors },
        },
      },
      (request) => companies.listPublicCompanies(request.ctx, request.query),
    );

    app.get(
      '/api/companies/:id',
      {
        schema: {
          tags,
          summary: "An approved company's presentation, in the visitor's language",
          // Any id is looked up; one that is not a company's answers 404 like an unknown one.
          params: z.object({ id: z.string().max(64) }),
          response: { 200: publicCompanySchema, ...errors },
        },
      },
      (request) => companies.getPublicCompany(request.ctx, request.params.id),
    );

    app.post(
      '/api/companies',
      {
        onRequest: requireUser,
        attachValidation: true,
        schema: {
          tags,
          summary: 'Register a company: the caller becomes its seller; it waits for approval',
          body: companyInputSchema,
          response: { 201: privateCompanySchema, ...errors },
        },
      },
      async (request, reply) => {
        refuseInvalidCompany(request);
        return reply.status(201).send(await companies.registerCompany(request.ctx, request.body));
      },
    );
  };
}

/** /api/seller: the seller's own company. */
export function sellerCompaniesRoutes(companies: CompaniesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireSeller);
    await app.register(companyEditingRoutes(companies, ['seller']));
  };
}

/** /api/admin: every company, its status and commission, and the marketplace-wide commission. */
export function adminCompaniesRoutes(companies: CompaniesService): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    await app.register(companyEditingRoutes(companies, tags));

    app.get(
      '/companies',
      {
        schema: {
          tags,
          summary: 'All companies, by name, tax number or status',
          querystring: adminCompaniesQuerySchema,
          response: { 200: pageOf(adminCompanySummarySchema), ...errors },
        },
      },
      (request) => companies.listCompaniesForAdmin(request.ctx, request.query),
    );

    app.post(
      '/companies/:id/status',
      {
        schema: {
          tags,
          summary: 'Approve, suspend or reinstate a company',
          params: companyIdParamsSchema,
          body: companyActionSchema,
          response: { 200: privateCompanySchema, ...errors },
        },
      },
      (request) => companies.changeStatus(request.ctx, request.params.id, request.body.action),
    );

    app.put(
      '/companies/:id/commission',
      {
        schema: {
          tags,
          summary: "Set this company's commission percent, or null for the marketplace rate",
          params: companyIdParamsSchema,
          body: companyCommissionSchema,
          response: { 200: privateCompanySchema, ...errors },
        },
      },
      (request) => companies.setCompanyCommission(request.ctx, request.params.id, request.body.percent),
    );

    app.get(
      '/site/commission',
      {
        schema: {
          tags,
          summary: 'The marketplace-wide commission',
          response: { 200: siteCommissionSchema, ...errors },
        },
      },
      (request) => companies.getSiteCommission(request.ctx),
    );

    app.put(
      '/site/commission',
      {
        schema: {
          tags,
          summary: "Set the marketplace-wide commission ('Prowizja')",
          body: siteCommissionSchema,
          response: { 200: siteCommissionSchema, ...errors },
        },
      },
      (request) => companies.setSiteCommission(request.ctx, request.body.percent),
    );
  };
}
