import { sellerProductSchema, type ProductInput } from '@glowmarket/shared/catalog';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useProductChanged } from './use-product-changed';

/** PATCH /api/seller/products/:id with the whole form → the product as saved (price changes are recorded). */
export function updateProduct({ id, input }: { id: string; input: ProductInput }) {
  return apiRequest(`/api/seller/products/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: sellerProductSchema,
  });
}

export function useUpdateProduct() {
  const changed = useProductChanged();
  return useMutation({ mutationFn: updateProduct, onSuccess: (product) => changed(product) });
}
