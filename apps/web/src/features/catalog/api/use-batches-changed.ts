import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a batch changed: its product's batches, the product itself (stock is their sum, label gaps
 * count them), the seller's list (badges), the stock page and the storefront are read again.
 */
export function useBatchesChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (productId: string) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerCatalog.batches(productId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerCatalog.product(productId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerCatalog.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerStock.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]);
    },
    [queryClient],
  );
}
