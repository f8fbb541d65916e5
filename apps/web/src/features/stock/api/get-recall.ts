import { recallEntrySchema } from '@glowmarket/shared/cosmetics';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const recallSchema = z.object({ code: z.string(), entries: z.array(recallEntrySchema) });

/** GET /api/seller/recall?code=X → every buyer of that batch among the company's orders, newest first. */
export function getRecall(code: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/recall?${new URLSearchParams({ code }).toString()}`, { schema: recallSchema, signal });
}

/** Asked only once a code is given (the form submits it). */
export function useRecall(code: string) {
  return useQuery({
    queryKey: queryKeys.sellerStock.recall(code),
    queryFn: ({ signal }) => getRecall(code, signal),
    enabled: code.length > 0,
  });
}
