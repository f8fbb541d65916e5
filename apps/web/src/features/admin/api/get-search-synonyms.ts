import { synonymGroupSchema } from '@glowmarket/shared/search-synonyms';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/search-synonyms → every group of words the search treats as one, oldest first. */
export function getSearchSynonyms(signal: AbortSignal) {
  return apiRequest('/api/admin/search-synonyms', { signal, schema: z.array(synonymGroupSchema) });
}

export function useSearchSynonyms() {
  return useQuery({ queryKey: queryKeys.admin.searchSynonyms, queryFn: ({ signal }) => getSearchSynonyms(signal) });
}
