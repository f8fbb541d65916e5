import { sellerProductSchema, type ProductInput } from '@glowmarket/shared/catalog';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useProductChanged } from './use-product-changed';

/** POST /api/seller/products → the new product. */
export function createProduct(input: ProductInput) {
  return apiRequest('/api/seller/products', { method: 'POST', body: input, schema: sellerProductSchema });
}

export function useCreateProduct() {
  const changed = useProductChanged();
  return useMutation({ mutationFn: createProduct, onSuccess: (product) => changed(product) });
}
