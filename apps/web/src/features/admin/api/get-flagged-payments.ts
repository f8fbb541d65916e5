import { flaggedPaymentListSchema } from '@glowmarket/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/payments/flagged → the payments an operator reported for another amount than
 * asked; their orders stay unpaid until the marketplace's operator sorts it out.
 */
export function getFlaggedPayments(signal?: AbortSignal) {
  return apiRequest('/api/admin/payments/flagged', { schema: flaggedPaymentListSchema, signal });
}

export function useFlaggedPayments() {
  return useQuery({
    queryKey: queryKeys.admin.flaggedPayments,
    queryFn: ({ signal }) => getFlaggedPayments(signal),
  });
}
