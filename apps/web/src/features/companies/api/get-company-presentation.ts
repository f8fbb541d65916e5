import { publicCompanySchema } from '@glowmarket/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/companies/:id → an approved company's presentation, described in the UI language when it can be. */
export function getCompanyPresentation(companyId: string, signal?: AbortSignal) {
  return apiRequest(`/api/companies/${encodeURIComponent(companyId)}`, { schema: publicCompanySchema, signal });
}

export function useCompanyPresentation(companyId: string) {
  const language = currentLanguage();
  return useQuery({
    queryKey: queryKeys.companies.presentation(companyId, language),
    queryFn: ({ signal }) => getCompanyPresentation(companyId, signal),
    // After a language change the page stays on screen while the description in the new language loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === companyId ? previous : undefined),
    // A missing or hidden company stays missing; asking again would not change that.
    retry: (failures, error) => !isMissingCompany(error) && failures < 1,
  });
}

/** Unknown, pending and suspended companies answer 404; an id that is not one answers 400. */
export function isMissingCompany(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
