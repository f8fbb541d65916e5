import { expiringProductSchema } from '@glowmarket/shared/cosmetics';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const expiringStockSchema = z.object({ warningDays: z.number().int(), products: z.array(expiringProductSchema) });

/** GET /api/seller/stock/expiring → the company's window and every sellable batch expiring within it, soonest first. */
export function getExpiringStock(signal?: AbortSignal) {
  return apiRequest('/api/seller/stock/expiring', { schema: expiringStockSchema, signal });
}

export function useExpiringStock() {
  return useQuery({ queryKey: queryKeys.sellerStock.expiring, queryFn: ({ signal }) => getExpiringStock(signal) });
}
