import { sellerProductSchema } from '@glowmarket/shared/catalog';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useProductChanged } from './use-product-changed';

/** DELETE /api/seller/products/:id/images/:imageId → the product without that image. */
export function deleteProductImage({ productId, imageId }: { productId: string; imageId: string }) {
  return apiRequest(`/api/seller/products/${encodeURIComponent(productId)}/images/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
    schema: sellerProductSchema,
  });
}

export function useDeleteProductImage() {
  const changed = useProductChanged();
  return useMutation({ mutationFn: deleteProductImage, onSuccess: (product) => changed(product) });
}
