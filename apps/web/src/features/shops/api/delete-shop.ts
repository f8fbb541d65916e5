import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useShopChanged } from './use-shop-changed';

/** DELETE /api/seller/shops/:id: the shop and its photos are gone. */
export function deleteShop(id: string) {
  return apiRequest(`/api/seller/shops/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteShop() {
  const changed = useShopChanged();
  return useMutation({ mutationFn: deleteShop, onSuccess: (_answer, id) => changed(undefined, id) });
}
