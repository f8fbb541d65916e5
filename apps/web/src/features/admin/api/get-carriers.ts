import { carrierListSchema } from '@glowmarket/shared/logistics';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/logistics/carriers → every carrier with its delivery methods, switched off ones too. */
export function getCarriers(signal?: AbortSignal) {
  return apiRequest('/api/admin/logistics/carriers', { schema: carrierListSchema, signal });
}

export function useCarriers() {
  return useQuery({ queryKey: queryKeys.admin.carriers, queryFn: ({ signal }) => getCarriers(signal) });
}
