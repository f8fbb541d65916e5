import type { DeliveryOptions } from '@glowmarket/shared/logistics';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useCurrency } from '../../lib/preferences';
import { queryKeys } from '../../lib/query-keys';

/**
 * GET /api/logistics/delivery-options?company= → how a seller delivers, quoted in the visitor's
 * currency. Trusted rather than parsed: the product page shows it, and parsing would load zod
 * with that page (decision 018).
 */
export function getDeliveryOptions(companyId: string, signal?: AbortSignal) {
  return apiRequest<DeliveryOptions>(`/api/logistics/delivery-options?company=${encodeURIComponent(companyId)}`, {
    signal,
  });
}

export function useDeliveryOptions(companyId: string) {
  const currency = useCurrency();
  return useQuery({
    queryKey: queryKeys.logistics.deliveryOptions(companyId, currency),
    queryFn: ({ signal }) => getDeliveryOptions(companyId, signal),
  });
}
