import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBatchesChanged } from './use-batches-changed';

/** DELETE /api/seller/products/:id/batches/:batchId. */
export function deleteBatch({ productId, batchId }: { productId: string; batchId: string }) {
  return apiRequest(`/api/seller/products/${encodeURIComponent(productId)}/batches/${encodeURIComponent(batchId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteBatch() {
  const changed = useBatchesChanged();
  return useMutation({ mutationFn: deleteBatch, onSuccess: (_answer, { productId }) => changed(productId) });
}
