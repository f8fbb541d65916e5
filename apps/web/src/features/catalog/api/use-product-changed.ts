import type { SellerProduct } from '@glowmarket/shared/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a product changed: the editor's copy takes the answer, and the seller's list and the
 * storefront's answers (lists, product pages) are fetched again when next shown.
 */
export function useProductChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (product?: SellerProduct, removedId?: string) => {
      if (product) queryClient.setQueryData(queryKeys.sellerCatalog.product(product.id), product);
      if (removedId) queryClient.removeQueries({ queryKey: queryKeys.sellerCatalog.product(removedId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerCatalog.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]);
    },
    [queryClient],
  );
}
