import type { SellerShop } from '@glowmarket/shared/shops';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a seller changed a shop: the editor's copy takes the answer; the seller's list, the store
 * locator, shop pages and company pages are fetched again when next shown.
 */
export function useShopChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (shop?: SellerShop, removedId?: string) => {
      if (shop) queryClient.setQueryData(queryKeys.sellerShops.shop(shop.id), shop);
      if (removedId) queryClient.removeQueries({ queryKey: queryKeys.sellerShops.shop(removedId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerShops.list }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shops.all }),
      ]);
    },
    [queryClient],
  );
}
