import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './query-keys';

/**
 * GET /api/seller/companies/:id, read for its `defaultLanguage` only: the language every product
 * needs a title in, and the one the storefront falls back to.
 */
export function getDefaultLanguage(companyId: string, signal?: AbortSignal) {
  return apiRequest<{ defaultLanguage: string }>(`/api/seller/companies/${encodeURIComponent(companyId)}`, {
    signal,
  }).then((company) => company.defaultLanguage);
}

export function useDefaultLanguage(companyId: string | null) {
  return useQuery({
    queryKey: [...catalogKeys.seller, 'default-language', companyId],
    queryFn: ({ signal }) => getDefaultLanguage(companyId ?? '', signal),
    enabled: Boolean(companyId),
    staleTime: 10 * 60_000,
  });
}
