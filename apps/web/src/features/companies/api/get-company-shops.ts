import type { ShopList } from '@glowmarket/shared/shops';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** As many as one answer holds: a company's page shows all its shops. */
const LIMIT = 200;

function companyShopsQuery(companyId: string): string {
  return new URLSearchParams({ company: companyId, limit: String(LIMIT) }).toString();
}

/** GET /api/shops?company=… → the company's visible shops, by name. */
export function getCompanyShops(companyId: string, signal?: AbortSignal) {
  return apiRequest<ShopList>(`/api/shops?${companyShopsQuery(companyId)}`, { signal });
}

/** Under the shops' keys, so a seller's change to a shop refreshes the company's page too. */
export function useCompanyShops(companyId: string) {
  return useQuery({
    queryKey: queryKeys.shops.list(companyShopsQuery(companyId), currentLanguage()),
    queryFn: ({ signal }) => getCompanyShops(companyId, signal),
  });
}
