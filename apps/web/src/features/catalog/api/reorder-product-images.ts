import { sellerProductSchema } from '@glowmarket/shared/catalog';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useProductChanged } from './use-product-changed';

/** PUT /api/seller/products/:id/images/order `{ imageIds }`: the first becomes the main image. */
export function reorderProductImages({ productId, imageIds }: { productId: string; imageIds: string[] }) {
  return apiRequest(`/api/seller/products/${encodeURIComponent(productId)}/images/order`, {
    method: 'PUT',
    body: { imageIds },
    schema: sellerProductSchema,
  });
}

export function useReorderProductImages() {
  const changed = useProductChanged();
  return useMutation({ mutationFn: reorderProductImages, onSuccess: (product) => changed(product) });
}
