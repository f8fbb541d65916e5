import { statementListSchema } from '@glowmarket/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/statements?month=YYYY-MM → each seller's month: orders not cancelled, gross sales,
 * commission, VAT on it and payout, in euro cents.
 */
export function getStatements(month: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ month });
  return apiRequest(`/api/admin/statements?${params.toString()}`, { schema: statementListSchema, signal });
}

export function useStatements(month: string) {
  return useQuery({
    queryKey: queryKeys.admin.statements(month),
    queryFn: ({ signal }) => getStatements(month, signal),
    placeholderData: keepPreviousData,
  });
}
