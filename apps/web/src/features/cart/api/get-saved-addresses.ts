import { shippingAddressSchema } from '@glowmarket/shared/users';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

const listSchema = z.object({ items: z.array(shippingAddressSchema) });

/**
 * GET /api/users/me/shipping-addresses → the buyer's saved addresses, as a list. The account
 * screens keep the same list under the same key, so both must cache the list itself.
 */
export function getSavedAddresses(signal?: AbortSignal) {
  return apiRequest('/api/users/me/shipping-addresses', { schema: listSchema, signal }).then((answer) => answer.items);
}

export function useSavedAddresses() {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.account.shippingAddresses(userId),
    queryFn: ({ signal }) => getSavedAddresses(signal),
    enabled: Boolean(userId),
  });
}
