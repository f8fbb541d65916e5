import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { JobQueue } from '../../lib/jobs';
import type { ResponseCache } from '../../lib/response-cache';
import { registerBatches } from './batches/batches.routes';
import { adminCatalogRoutes, catalogRoutes, sellerCatalogRoutes } from './catalog.routes';
import { createCategoriesService, type CategoriesServiceDeps } from './categories.service';
import { createProductsService, type ProductsServiceDeps } from './products.service';
import { adminSynonymRoutes } from './synonyms.routes';
import { createSynonymGroups } from './synonym-groups';
import { createSynonymsService } from './synonyms.service';
import { productPage, type ProductRatingsSource } from './product-page';
import { createSearch, type SearchSettings } from './search/connect';

export interface CatalogModuleDeps extends Omit<ProductsServiceDeps, 'synonyms'> {
  cache: ResponseCache;
  sellers: ProductsServiceDeps['sellers'] & CategoriesServiceDeps['sellers'];
  /** A search engine (SEARCH_URL) beside PostgreSQL, kept in step by jobs; unset: search runs on PostgreSQL. */
  search: SearchSettings | undefined;
  db: Database;
  log: { warn(details: object, message: string): void };
  jobs: JobQueue;
  /** A context for work no request asked for (the search index's first build). */
  background: (requestId: string) => RequestContext;
}

/** The storefront's categories and products, and sellers' own products (/api/seller). */
export function createCatalogModule(deps: CatalogModuleDeps) {
  const categories = createCategoriesService({ cache: deps.cache, sellers: deps.sellers });
  const search = deps.search && createSearch(deps.search, { db: deps.db, jobs: deps.jobs });
  const groups = createSynonymGroups(deps.db, deps.log);
  deps.cache.alsoClear(groups);
  const products = createProductsService({
    ...deps,
    searchEngine: search?.engine,
    searchSync: search?.sync,
    synonyms: groups,
  });
  let ratings: ProductRatingsSource = { latestOf: () => Promise.resolve([]) };
  const synonyms = createSynonymsService({ cache: deps.cache, groups, searchSync: search?.sync });
  return {
    categories,
    products,
    synonyms,
    pages: [productPage(products, { latestOf: (...args) => ratings.latestOf(...args) })],
    /** The reviews module, made after the catalog: where the product page's newest ratings come from. */
    ratingsFrom(source: ProductRatingsSource) {
      ratings = source;
    },
    /** For logistics: whose a product is and how many days it takes to ship; undefined for an unknown one. */
    async shippingOf(ctx: RequestContext, productId: string) {
      const product = await products.getProduct(ctx, productId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') return undefined;
        throw error;
      });
      return product && { companyId: product.company.id, deliveryDays: product.deliveryDays };
    },
    async register(app: FastifyInstance) {
      // After the seed has written the default groups (startApp seeds before the server listens).
      app.addHook('onReady', groups.load);
      if (search) {
        // A start with an engine that does not answer fails here, naming SEARCH_URL.
        await search.connect();
        app.addHook('onReady', () => search.prepareIndex(deps.background('search-index-start')));
      }
      await app.register(catalogRoutes({ categories, products, cache: deps.cache }));
      await app.register(sellerCatalogRoutes({ categories, products }), { prefix: '/api/seller' });
      await registerBatches(app, {
        cache: deps.cache,
        searchSync: search?.sync,
        jobs: deps.jobs,
        background: deps.background,
      });
      await app.register(adminCatalogRoutes({ categories }), { prefix: '/api/admin' });
      await app.register(adminSynonymRoutes(synonyms), { prefix: '/api/admin' });
    },
  };
}
