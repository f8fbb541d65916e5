import { siteConfigurationSchema } from '@glowmarket/shared/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/site/configuration → what the configuration page edits. */
export function getSiteConfiguration(signal?: AbortSignal) {
  return apiRequest('/api/admin/site/configuration', { schema: siteConfigurationSchema, signal });
}

export function useSiteConfiguration() {
  return useQuery({
    queryKey: queryKeys.admin.siteConfiguration,
    queryFn: ({ signal }) => getSiteConfiguration(signal),
  });
}
