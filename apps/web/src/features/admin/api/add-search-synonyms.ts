import { synonymGroupSchema, type SynonymGroupInput } from '@glowmarket/shared/search-synonyms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/search-synonyms `{ words }` → the group as stored (normalised); 400 under two different words. */
export function addSearchSynonyms(input: SynonymGroupInput) {
  return apiRequest('/api/admin/search-synonyms', { method: 'POST', body: input, schema: synonymGroupSchema });
}

export function useAddSearchSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSearchSynonyms,
    // Searches may find more now.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.searchSynonyms }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]),
  });
}
