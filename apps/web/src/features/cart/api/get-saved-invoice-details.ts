import { invoiceDetailsSchema } from '@glowmarket/shared/users';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

const listSchema = z.object({ items: z.array(invoiceDetailsSchema) });

/**
 * GET /api/users/me/invoice-details → whom the buyer has had invoices made out to, as a list.
 * Cached under the account screens' key, and so in the same shape.
 */
export function getSavedInvoiceDetails(signal?: AbortSignal) {
  return apiRequest('/api/users/me/invoice-details', { schema: listSchema, signal }).then((answer) => answer.items);
}

export function useSavedInvoiceDetails() {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.account.invoiceDetails(userId),
    queryFn: ({ signal }) => getSavedInvoiceDetails(signal),
    enabled: Boolean(userId),
  });
}
