import { deliveryOptionsSchema } from '@glowmarket/shared/logistics';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useCurrency } from '../../lib/preferences';
import { queryKeys } from '../../lib/query-keys';

/** GET /api/logistics/delivery-options?company= → how a seller delivers, quoted in the visitor's currency. */
export function getDeliveryOptions(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/api/logistics/delivery-options?company=${encodeURIComponent(companyId)}`, {
    signal,
    schema: deliveryOptionsSchema,
  });
}

export function useDeliveryOptions(companyId: string) {
  const currency = useCurrency();
  return useQuery({
    queryKey: queryKeys.logistics.deliveryOptions(companyId, currency),
    queryFn: ({ signal }) => getDeliveryOptions(companyId, signal),
  });
}
