import { parcelPointsStatusSchema } from '@glowmarket/shared/logistics';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/logistics/parcel-points → how many lockers are known, from where, and when they were synchronised. */
export function getParcelPointsStatus(signal?: AbortSignal) {
  return apiRequest('/api/admin/logistics/parcel-points', { schema: parcelPointsStatusSchema, signal });
}

export function useParcelPointsStatus() {
  return useQuery({
    queryKey: queryKeys.admin.parcelPoints,
    queryFn: ({ signal }) => getParcelPointsStatus(signal),
  });
}
