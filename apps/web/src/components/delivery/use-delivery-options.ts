import type { DeliveryOptions } from '@glowmarket/shared/logistics';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useCurrency } from '../../lib/preferences';
import { queryKeys } from '../../lib/query-keys';

/**
 * GET /api/logistics/delivery-options?company=[&product=] → how a seller delivers, quoted in the
 * visitor's currency, with when each option would arrive (for a product, after it ships). Trusted
 * rather than parsed: the product page shows it, and parsing would load zod with that page
 * (decision 018).
 */
export function getDeliveryOptions(companyId: string, signal?: AbortSignal, productId?: string) {
  const query = new URLSearchParams({ company: companyId, ...(productId && { product: productId }) });
  return apiRequest<DeliveryOptions>(`/api/logistics/delivery-options?${query.toString()}`, { signal });
}

export function useDeliveryOptions(companyId: string, productId?: string) {
  const currency = useCurrency();
  return useQuery({
    queryKey: queryKeys.logistics.deliveryOptions(companyId, currency, productId),
    queryFn: ({ signal }) => getDeliveryOptions(companyId, signal, productId),
  });
}
