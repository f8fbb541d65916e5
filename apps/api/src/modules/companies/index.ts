/** The companies module's public surface: routes and the service other modules call through app.ts. */
export { adminCompaniesRoutes, companiesRoutes, sellerCompaniesRoutes } from './companies.routes';
export { createCompaniesService, type CompaniesServiceDeps, type SellerSummary } from './companies.service';
export { createCompaniesModule } from './companies.module';
