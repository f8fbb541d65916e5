import { commissionVatSchema } from '@glowmarket/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/statements/vat → the VAT rate the operator charges on its commission, in percent. */
export function getCommissionVat(signal?: AbortSignal) {
  return apiRequest('/api/admin/statements/vat', { schema: commissionVatSchema, signal });
}

export function useCommissionVat() {
  return useQuery({ queryKey: queryKeys.admin.commissionVat, queryFn: ({ signal }) => getCommissionVat(signal) });
}
