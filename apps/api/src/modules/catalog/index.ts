/** The catalog module's public surface: routes and the services app.ts wires to the others. */
export { adminCatalogRoutes, catalogRoutes, sellerCatalogRoutes } from './catalog.routes';
export { createCategoriesService, type CategoriesService, type CategoriesServiceDeps } from './categories.service';
export {
  createProductsService,
  type ProductsService,
  type ProductsServiceDeps,
  type SellerDirectory,
} from './products.service';
export { createCatalogModule } from './catalog.module';
export { searchEngineHealth } from './search/meilisearch';
