import { useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from './query-keys';

/** The managed lists and the storefront's tree both change with a category. */
export function useCategoriesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...catalogKeys.seller, 'categories'] }),
      queryClient.invalidateQueries({ queryKey: [...catalogKeys.storefront, 'categories'] }),
    ]);
}
