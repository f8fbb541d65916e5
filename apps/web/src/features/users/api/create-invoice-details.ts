import type { InvoiceDetailsInput } from '@glowmarket/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/users/me/invoice-details: adds invoice details. */
export function createInvoiceDetails(input: InvoiceDetailsInput) {
  return apiRequest('/api/users/me/invoice-details', { method: 'POST', body: input });
}

export function useCreateInvoiceDetails() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: createInvoiceDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.invoiceDetails(userId) }),
  });
}
