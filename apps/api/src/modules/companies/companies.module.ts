import type { FastifyInstance } from 'fastify';
import { adminCompaniesRoutes, companiesRoutes, sellerCompaniesRoutes } from './companies.routes';
import { createCompaniesService, type CompaniesServiceDeps } from './companies.service';
import { companyPage } from './company-page';

/** Manufacturers: registration, their public page, the seller's own company, the operator's review. */
export function createCompaniesModule(deps: CompaniesServiceDeps) {
  const companies = createCompaniesService(deps);
  return {
    companies,
    pages: [companyPage(companies)],
    async register(app: FastifyInstance) {
      await app.register(companiesRoutes(companies));
      await app.register(sellerCompaniesRoutes(companies), { prefix: '/api/seller' });
      await app.register(adminCompaniesRoutes(companies), { prefix: '/api/admin' });
    },
  };
}
