import { sellerShopSchema, type ShopInput } from '@glowmarket/shared/shops';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useShopChanged } from './use-shop-changed';

/** POST /api/seller/shops (a new shop) or PUT /api/seller/shops/:id (the whole form) → the shop as saved. */
export function saveShop({ id, input }: { id?: string | undefined; input: ShopInput }) {
  return apiRequest(id ? `/api/seller/shops/${encodeURIComponent(id)}` : '/api/seller/shops', {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: sellerShopSchema,
  });
}

export function useSaveShop() {
  const changed = useShopChanged();
  return useMutation({ mutationFn: saveShop, onSuccess: (shop) => changed(shop) });
}
