import type { InvoiceDetailsInput } from '@glowmarket/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/users/me/invoice-details/:id: changes saved invoice details. */
export function updateInvoiceDetails({ id, ...input }: InvoiceDetailsInput & { id: string }) {
  return apiRequest(`/api/users/me/invoice-details/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateInvoiceDetails() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: updateInvoiceDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.invoiceDetails(userId) }),
  });
}
