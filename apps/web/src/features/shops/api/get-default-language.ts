import { privateCompanySchema } from '@glowmarket/shared/companies';
import { COUNTRY_CODES, type CountryCode } from '@glowmarket/shared/countries';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/seller/companies/:id: the seller's company, cached under the same key (and parsed the
 * same way) as the company data page's, so one answer serves both and a save there shows here.
 */
export function getSellerCompany(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/companies/${encodeURIComponent(companyId)}`, { schema: privateCompanySchema, signal });
}

/**
 * What a shop takes from its company: the language every shop needs a title in, and the country
 * a new shop most likely is in. Nulls while the company loads (or when its values are unknown).
 */
export function useCompanyDefaults(companyId: string | null) {
  const query = useQuery({
    queryKey: queryKeys.companies.seller(companyId ?? ''),
    queryFn: ({ signal }) => getSellerCompany(companyId ?? '', signal),
    enabled: Boolean(companyId),
  });
  const company = query.data;
  const language: LanguageCode | null =
    LANGUAGES.find((known) => known.code === company?.defaultLanguage)?.code ?? null;
  const country: CountryCode | null = COUNTRY_CODES.find((code) => code === company?.companyAddress.country) ?? null;
  return { language, country };
}
