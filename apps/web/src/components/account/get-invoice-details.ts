import { invoiceDetailsSchema } from '@glowmarket/shared/users';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

const listSchema = z.object({ items: z.array(invoiceDetailsSchema) });

/**
 * GET /api/users/me/invoice-details → whom the user has had invoices made out to, as a list: kept on
 * the account screens, chosen from at checkout.
 */
export function getInvoiceDetails(signal?: AbortSignal) {
  return apiRequest('/api/users/me/invoice-details', { schema: listSchema, signal }).then((answer) => answer.items);
}

export function useInvoiceDetails() {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.account.invoiceDetails(userId),
    queryFn: ({ signal }) => getInvoiceDetails(signal),
    enabled: Boolean(userId),
  });
}
