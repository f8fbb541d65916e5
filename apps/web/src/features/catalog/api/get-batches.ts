import { batchSchema } from '@glowmarket/shared/cosmetics';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const batchListSchema = z.array(batchSchema);

/** GET /api/seller/products/:id/batches → the product's batches (expired ones kept for recalls). */
export function getBatches(productId: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/products/${encodeURIComponent(productId)}/batches`, {
    schema: batchListSchema,
    signal,
  });
}

export function useBatches(productId: string) {
  return useQuery({
    queryKey: queryKeys.sellerCatalog.batches(productId),
    queryFn: ({ signal }) => getBatches(productId, signal),
  });
}
