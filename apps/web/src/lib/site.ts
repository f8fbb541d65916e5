import type { Site } from '@glowmarket/shared/site';
import { apiRequest } from './api-client';
import { useResource } from './resource';

/** The cache key of the site's answer (lib/resource.ts). */
export const SITE_KEY = '/api/site';

/** GET /api/site. Trusted rather than parsed: every page's header and footer use it. */
export function getSite(signal?: AbortSignal) {
  return apiRequest<Site>(SITE_KEY, { signal });
}

/** The marketplace's name, operator, defaults and links, from GET /api/site (kept 10 minutes). */
export function useSite() {
  return useResource(SITE_KEY, getSite, { maxAge: 10 * 60_000 });
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
