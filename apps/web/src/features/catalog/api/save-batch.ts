import { batchSchema, type BatchInput } from '@glowmarket/shared/cosmetics';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBatchesChanged } from './use-batches-changed';

interface SaveBatch {
  productId: string;
  /** Set to change a batch; absent to add one. */
  batchId?: string;
  input: BatchInput;
}

/** POST /api/seller/products/:id/batches, or PUT …/batches/:batchId → the batch as saved. */
export function saveBatch({ productId, batchId, input }: SaveBatch) {
  const base = `/api/seller/products/${encodeURIComponent(productId)}/batches`;
  return apiRequest(batchId ? `${base}/${encodeURIComponent(batchId)}` : base, {
    method: batchId ? 'PUT' : 'POST',
    body: input,
    schema: batchSchema,
  });
}

export function useSaveBatch() {
  const changed = useBatchesChanged();
  return useMutation({ mutationFn: saveBatch, onSuccess: (_batch, { productId }) => changed(productId) });
}
