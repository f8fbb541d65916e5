import type { Site } from '@glowmarket/shared/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const siteQuery = queryOptions({
  queryKey: ['site'],
  // Every page's header and footer use it: trusted rather than parsed, so zod loads only with forms.
  queryFn: ({ signal }) => apiRequest<Site>('/api/site', { signal }),
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
