import { sellerProductSchema } from '@glowmarket/shared/catalog';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useProductChanged } from './use-product-changed';

/** PATCH /api/seller/products/:id/active `{ active }`: shows or hides the product in the storefront. */
export function setProductActive({ id, active }: { id: string; active: boolean }) {
  return apiRequest(`/api/seller/products/${encodeURIComponent(id)}/active`, {
    method: 'PATCH',
    body: { active },
    schema: sellerProductSchema,
  });
}

export function useSetProductActive() {
  const changed = useProductChanged();
  return useMutation({ mutationFn: setProductActive, onSuccess: (product) => changed(product) });
}
