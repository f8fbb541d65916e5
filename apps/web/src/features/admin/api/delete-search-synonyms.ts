import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/admin/search-synonyms/:id: the search no longer treats the group's words as one. */
export function deleteSearchSynonyms(id: string) {
  return apiRequest<void>(`/api/admin/search-synonyms/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSearchSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearchSynonyms,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.searchSynonyms }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]),
  });
}
