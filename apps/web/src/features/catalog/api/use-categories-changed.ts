import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** The managed lists and the storefront's tree both change with a category. */
export function useCategoriesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.sellerCatalog.categories }),
      queryClient.invalidateQueries({ queryKey: queryKeys.catalog.categoryTrees }),
    ]);
}
