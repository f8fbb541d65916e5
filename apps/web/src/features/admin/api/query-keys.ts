import type { CompanyStatus } from '@glowmarket/shared/companies';

export interface AdminCompaniesFilter {
  q: string;
  status: CompanyStatus | null;
  page: number;
}

/** Cache keys of the admin area. */
export const adminKeys = {
  companies: ['admin', 'companies'] as const,
  companyList: (filter: AdminCompaniesFilter) => ['admin', 'companies', 'list', filter] as const,
  company: (companyId: string) => ['admin', 'companies', 'one', companyId] as const,
  siteCommission: ['admin', 'site', 'commission'] as const,
  /**
   * The storefront's company answers (public list and pages), cached under this prefix by the
   * companies feature: an approval or suspension changes what they show.
   */
  storefrontCompanies: ['companies'] as const,
};
