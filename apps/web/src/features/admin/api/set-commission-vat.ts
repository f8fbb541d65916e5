import { commissionVatSchema } from '@glowmarket/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/admin/statements/vat `{ percent }` → the rate now in force. */
export function setCommissionVat(percent: number) {
  return apiRequest('/api/admin/statements/vat', {
    method: 'PUT',
    body: { percent },
    schema: commissionVatSchema,
  });
}

export function useSetCommissionVat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCommissionVat,
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.admin.commissionVat, answer);
      // Statements work the VAT out when asked, at the rate now in force: every month's changes.
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.statementLists });
    },
  });
}
