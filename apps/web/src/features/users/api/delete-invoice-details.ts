import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/users/me/invoice-details/:id → 204. */
export function deleteInvoiceDetails(id: string) {
  return apiRequest(`/api/users/me/invoice-details/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteInvoiceDetails() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: deleteInvoiceDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.invoiceDetails(userId) }),
  });
}
