import type { Site } from '@glowmarket/shared/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/site. Trusted rather than parsed: every page's header and footer use it. */
export function getSite(signal?: AbortSignal) {
  return apiRequest<Site>('/api/site', { signal });
}

/** The marketplace's name, operator, defaults and links, from GET /api/site (kept 10 minutes). */
export function useSite() {
  return useQuery({ queryKey: queryKeys.site, queryFn: ({ signal }) => getSite(signal), staleTime: 10 * 60_000 });
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

/**
 * One of the operator's texts per language (the header line, the banner) in `language`, else in
 * the marketplace's default language; empty when neither has one.
 */
export function siteText(texts: Record<string, string> | undefined, language: string, site: Site | undefined): string {
  if (!texts) return '';
  return texts[language] ?? (site ? texts[site.defaultLanguage] : undefined) ?? '';
}
