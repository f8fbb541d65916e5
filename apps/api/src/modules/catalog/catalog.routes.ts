import {
  catalogFacetsSchema,
  catalogPageSchema,
  catalogQuerySchema,
  categoryInputSchema,
  categoryNodeSchema,
  imageOrderSchema,
  ingredientPageSchema,
  managedCategorySchema,
  productDetailSchema,
  productIdParamsSchema,
  productImageParamsSchema,
  productInputSchema,
  sellerProductRowSchema,
  sellerProductSchema,
  sellerProductsQuerySchema,
} from '@glowmarket/shared/catalog';
import { pageOf } from '@glowmarket/shared/companies';
import {
  compositionCheckSchema,
  compositionReportSchema,
  ingredientLookupQuerySchema,
  ingredientPageQuerySchema,
  ingredientSchema,
  ingredientSlugParamsSchema,
} from '@glowmarket/shared/cosmetics';
import { MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../lib/context';
import { requireAdmin, requireSeller } from '../../lib/guards';
import { cacheTags, listTags, sendAnswer, type ResponseCache } from '../../lib/response-cache';
import { errorResponses } from '../../lib/route-errors';
import { readUpload } from '../../lib/uploads';
import type { CategoriesService } from './categories.service';
import type { ProductsService } from './products.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const productUpload = { maxBytes: MAX_COMPANY_FILE_BYTES, tooLarge: 'file_too_large_4mb' } as const;

/**
 * Answers from the response cache, or computes, stores and answers; `tagsOf` names what the
 * answer shows, so that a write clears it. Keyed by language, currency and URL. A browser that
 * takes brotli or gzip gets the stored compressed bytes.
 */
async function sendCached<T>(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<T>,
  tagsOf: (value: T) => readonly string[],
) {
  const key = `${request.ctx.language}|${request.ctx.currency}|${request.url}`;
  let answer = cache.get(key);
  if (answer === undefined) {
    const value = await produce();
    answer = cache.set(key, JSON.stringify(value), tagsOf(value));
  }
  void reply.type('application/json; charset=utf-8').header('vary', 'x-language, x-currency, accept-encoding');
  return sendAnswer(reply, request.headers['accept-encoding'], answer);
}

/** The storefront's public reads go to the read replica when one is set (the answers are cached anyway). */
function fromReplica(request: FastifyRequest): RequestContext {
  return { ...request.ctx, db: request.server.readDb };
}

/** The storefront: categories, products, search, QR codes. */
export function catalogRoutes(deps: {
  categories: CategoriesService;
  products: ProductsService;
  cache: ResponseCache;
}): FastifyPluginAsyncZod {
  const tags = ['catalog'];
  return async (app) => {
    app.get(
      '/api/categories',
      {
        schema: {
          tags,
          summary: "Categories and subcategories in the visitor's language",
          response: { 200: z.array(categoryNodeSchema) },
        },
      },
      (request, reply) =>
        sendCached(
          deps.cache,
          request,
          reply,
          () => deps.categories.getTree(fromReplica(request)),
          () => [cacheTags.categories],
        ),
    );

    app.get(
      '/api/products',
      {
        schema: {
          tags,
          summary: 'Search and filter the catalog; 50 per page',
          description:
            "q searches titles, sellers' names and compositions (INCI) in every language, tolerant of typos and missing diacritics. Prices are quoted in the X-Currency header's currency (EUR by default) with their EUR base; minPrice and maxPrice are minor units of priceCurrency (EUR by default).",
          querystring: catalogQuerySchema,
          response: { 200: catalogPageSchema, ...errors },
        },
      },
      (request, reply) =>
        sendCached(
          deps.cache,
          request,
          reply,
          () => deps.products.listCatalog(fromReplica(request), request.query),
          () =>
            listTags({
              categoryId: request.query.category,
              subcategoryId: request.query.subcategory,
              companyId: request.query.company,
            }),
        ),
    );

    app.get(
      '/api/products/facets',
      {
        schema: {
          tags,
          summary: 'How many products each free-from filter would leave in a list',
          description: 'Takes the same query as /api/products; each count adds one free-from group to its filters.',
          querystring: catalogQuerySchema,
          response: { 200: catalogFacetsSchema, ...errors },
        },
      },
      (request, reply) =>
        sendCached(
          deps.cache,
          request,
          reply,
          () => deps.products.catalogFacets(fromReplica(request), request.query),
          () =>
            listTags({
              categoryId: request.query.category,
              subcategoryId: request.query.subcategory,
              companyId: request.query.company,
            }),
        ),
    );

    app.get(
      '/api/ingredients',
      {
        schema: {
          tags,
          summary: 'Reference ingredients whose INCI name holds the typed text (up to 10)',
          querystring: ingredientLookupQuerySchema,
          response: { 200: z.array(ingredientSchema), ...errors },
        },
      },
      (request) => deps.products.lookUpIngredients(fromReplica(request), request.query.q),
    );

    app.get(
      '/api/ingredients/:slug',
      {
        schema: {
          tags,
          summary: 'An ingredient: its functions, and a page of the products that hold it',
          params: ingredientSlugParamsSchema,
          querystring: ingredientPageQuerySchema,
          response: { 200: ingredientPageSchema, ...errors },
        },
      },
      (request) => deps.products.ingredientPage(fromReplica(request), request.params.slug, request.query.page),
    );

    app.get(
      '/api/products/:id',
      {
        schema: {
          tags,
          summary:
            "A product, in the visitor's language (else the seller's), priced in the X-Currency header's currency",
          params: z.object({ id: z.string().max(64) }),
          response: { 200: productDetailSchema, ...errors },
        },
      },
      (request, reply) =>
        sendCached(
          deps.cache,
          request,
          reply,
          () => deps.products.getProduct(fromReplica(request), request.params.id),
          (product) => [cacheTags.product(product.id), cacheTags.companyProducts(product.company.id)],
        ),
    );

    app.get(
      '/api/products/:id/qr.svg',
      { schema: { tags, summary: "QR code (SVG) of the product page's address", params: productIdParamsSchema } },
      async (request, reply) =>
        reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .header('content-disposition', `inline; filename="glowmarket-${request.params.id}.svg"`)
          .send(await deps.products.getQrCode(request.ctx, request.params.id)),
    );
  };
}

/** Managing categories: sellers their own, the operator all (the service decides which). */
function categoryManagementRoutes(categories: CategoriesService, tags: string[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Every category with all its names and whether you may change it',
          response: { 200: z.array(managedCategorySchema), ...errors },
        },
      },
      (request) => categories.listManaged(request.ctx),
    );

    app.post(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Add a category, or a subcategory with parentId; a name in all 11 languages',
          body: categoryInputSchema,
          response: { 201: managedCategorySchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await categories.create(request.ctx, request.body)),
    );

    app.patch(
      '/categories/:id',
      {
        schema: {
          tags,
          summary: 'Rename or move a category',
          params: productIdParamsSchema,
          body: categoryInputSchema,
          response: { 200: managedCategorySchema, ...errors },
        },
      },
      (request) => categories.update(request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/categories/:id',
      {
        schema: {
          tags,
          summary: 'Delete a category nothing uses (409 when products or subcategories use it)',
          params: productIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await categories.remove(request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}

/** /api/seller: the seller's categories and products. */
export function sellerCatalogRoutes(deps: {
  categories: CategoriesService;
  products: ProductsService;
}): FastifyPluginAsyncZod {
  const tags = ['seller'];
  const { products } = deps;
  return async (app) => {
    app.addHook('onRequest', requireSeller);
    await app.register(categoryManagementRoutes(deps.categories, tags));

    app.get(
      '/products',
      {
        schema: {
          tags,
          summary: 'My products, newest changes first; q searches titles, EAN and ERP code',
          querystring: sellerProductsQuerySchema,
          response: { 200: pageOf(sellerProductRowSchema), ...errors },
        },
      },
      (request) => products.listOwn(request.ctx, request.query),
    );

    app.post(
      '/ingredients/check',
      {
        schema: {
          tags,
          summary: 'Read a composition as the product page will: its names in order, unknown ones flagged',
          body: compositionCheckSchema,
          response: { 200: compositionReportSchema, ...errors },
        },
      },
      (request) => products.checkComposition(request.ctx, request.body.composition),
    );

    app.post(
      '/products',
      {
        schema: {
          tags,
          summary: 'Add a product',
          body: productInputSchema,
          response: { 201: sellerProductSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await products.create(request.ctx, request.body)),
    );

    app.get(
      '/products/:id',
      {
        schema: {
          tags,
          summary: 'One of my products, every language',
          params: productIdParamsSchema,
          response: { 200: sellerProductSchema, ...errors },
        },
      },
      (request) => products.getOwn(request.ctx, request.params.id),
    );

    app.patch(
      '/products/:id',
      {
        schema: {
          tags,
          summary: 'Change a product (every price change is recorded)',
          params: productIdParamsSchema,
          body: productInputSchema,
          response: { 200: sellerProductSchema, ...errors },
        },
      },
      (request) => products.update(request.ctx, request.params.id, request.body),
    );

    app.patch(
      '/products/:id/active',
      {
        schema: {
          tags,
          summary: 'Show or hide a product in the storefront',
          params: productIdParamsSchema,
          body: z.object({ active: z.boolean() }),
          response: { 200: sellerProductSchema, ...errors },
        },
      },
      (request) => products.setActive(request.ctx, request.params.id, request.body.active),
    );

    app.delete(
      '/products/:id',
      {
        schema: {
          tags,
          summary: 'Delete a product',
          params: productIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await products.remove(request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/products/:id/images',
      {
        schema: {
          tags,
          summary: 'Add an image (multipart, at most 4 MB; stored as WebP in three widths)',
          consumes: ['multipart/form-data'],
          params: productIdParamsSchema,
          response: {
            200: sellerProductSchema,
            ...errorResponses(413, 415, 422),
            ...errors,
          },
        },
      },
      async (request) => products.addImage(request.ctx, request.params.id, await readUpload(request, productUpload)),
    );

    app.delete(
      '/products/:id/images/:imageId',
      {
        schema: {
          tags,
          summary: 'Remove an image',
          params: productImageParamsSchema,
          response: { 200: sellerProductSchema, ...errors },
        },
      },
      (request) => products.removeImage(request.ctx, request.params.id, request.params.imageId),
    );

    app.put(
      '/products/:id/images/order',
      {
        schema: {
          tags,
          summary: 'Put the images in this order; the first is the main image',
          params: productIdParamsSchema,
          body: imageOrderSchema,
          response: { 200: sellerProductSchema, ...errors },
        },
      },
      (request) => products.reorderImages(request.ctx, request.params.id, request.body.imageIds),
    );
  };
}

/** /api/admin: the whole category tree. */
export function adminCatalogRoutes(deps: { categories: CategoriesService }): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    await app.register(categoryManagementRoutes(deps.categories, tags));
  };
}
