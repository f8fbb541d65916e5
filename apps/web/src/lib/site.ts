import { siteSchema, type Site } from '@glowmarket/shared/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const siteQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => apiRequest('/api/site', { schema: siteSchema, signal }),
  staleTime: 10 * 60_000,
});

/** The marketplace's name, operator, defaults and links, from GET /api/site. */
export function useSite() {
  return useQuery(siteQuery);
}

/** Values the legal texts and footers interpolate. */
export function siteVariables(site: Site | undefined) {
  return {
    portalName: site?.portalName ?? 'Glowmarket',
    ownerName: site?.owner.name ?? '',
    ownerAddress: site ? `${site.owner.street}, ${site.owner.postalCode} ${site.owner.city}` : '',
    contactEmail: site?.contactEmail ?? '',
  };
}
