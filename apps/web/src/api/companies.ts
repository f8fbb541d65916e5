import { companySummarySchema, pageOf, privateCompanySchema } from '@glowmarket/shared/companies';
import { COUNTRY_CODES, type CountryCode } from '@glowmarket/shared/countries';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

const manufacturersPageSchema = pageOf(companySummarySchema);

/** GET /api/seller/companies/:id → the seller's whole company, private data included. */
export function getSellerCompany(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/companies/${encodeURIComponent(companyId)}`, { schema: privateCompanySchema, signal });
}

/**
 * The seller's company, under one key for the company data page and the product and shop editors,
 * so one answer serves them all and a save on the company data page shows in the editors.
 */
export function useSellerCompany(companyId: string | null) {
  return useQuery({
    queryKey: queryKeys.companies.seller(companyId ?? ''),
    queryFn: ({ signal }) => getSellerCompany(companyId ?? '', signal),
    enabled: Boolean(companyId),
  });
}

/**
 * What a product or a shop takes from its company: the language every one needs a title in (the
 * one the storefront falls back to), and the country a new shop most likely is in. Nulls while the
 * company loads (or when its values are unknown).
 */
export function useCompanyDefaults(companyId: string | null) {
  const company = useSellerCompany(companyId).data;
  const language: LanguageCode | null =
    LANGUAGES.find((known) => known.code === company?.defaultLanguage)?.code ?? null;
  const country: CountryCode | null = COUNTRY_CODES.find((code) => code === company?.companyAddress.country) ?? null;
  return { language, country };
}

/** GET /api/companies?q=&page= → approved companies, 50 a page. */
export function getManufacturers(query: { q: string; page: number }, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  return apiRequest(`/api/companies?${params.toString()}`, { schema: manufacturersPageSchema, signal });
}

/** The manufacturers' page. */
export function useManufacturers(query: { q: string; page: number }) {
  return useQuery({
    queryKey: queryKeys.companies.manufacturers(query),
    queryFn: ({ signal }) => getManufacturers(query, signal),
    // The cards stay while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}
