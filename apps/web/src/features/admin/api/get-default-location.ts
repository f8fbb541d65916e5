import { defaultLocationSchema } from '@glowmarket/shared/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/site/default-location → where maps centre for visitors whose location is unknown. */
export function getDefaultLocation(signal?: AbortSignal) {
  return apiRequest('/api/admin/site/default-location', { schema: defaultLocationSchema, signal });
}

export function useDefaultLocation() {
  return useQuery({ queryKey: queryKeys.admin.defaultLocation, queryFn: ({ signal }) => getDefaultLocation(signal) });
}
