import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useProductChanged } from './use-product-changed';

/** DELETE /api/seller/products/:id. */
export function deleteProduct(id: string) {
  return apiRequest(`/api/seller/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const changed = useProductChanged();
  return useMutation({ mutationFn: deleteProduct, onSuccess: (_answer, id) => changed(undefined, id) });
}
