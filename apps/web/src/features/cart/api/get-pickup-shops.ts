import type { ShopList } from '@glowmarket/shared/shops';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/shops?company=&pickup=true → the seller's shops a buyer may collect an order from. */
export function getPickupShops(companyId: string, signal?: AbortSignal) {
  return apiRequest<ShopList>(`/api/shops?${pickupQuery(companyId)}`, { signal });
}

function pickupQuery(companyId: string): string {
  return new URLSearchParams({ company: companyId, pickup: 'true' }).toString();
}

/** Asked only once the buyer chooses store pickup. */
export function usePickupShops(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.shops.list(pickupQuery(companyId), currentLanguage()),
    queryFn: ({ signal }) => getPickupShops(companyId, signal),
    enabled,
  });
}
