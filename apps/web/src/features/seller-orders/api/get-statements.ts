import { statementListSchema } from '@glowmarket/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/seller/statements?month=YYYY-MM → the seller's month: sales, commission, VAT on it, payout (cents). */
export function getStatements(month: string, signal?: AbortSignal) {
  return apiRequest(`/api/seller/statements?month=${encodeURIComponent(month)}`, {
    schema: statementListSchema,
    signal,
  });
}

export function useStatements(month: string) {
  const companyId = useAuth().user?.companyId ?? '';
  return useQuery({
    queryKey: queryKeys.sellerOrders.statements(companyId, month),
    queryFn: ({ signal }) => getStatements(month, signal),
  });
}
