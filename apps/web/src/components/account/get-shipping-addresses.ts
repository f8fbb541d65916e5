import { shippingAddressSchema } from '@glowmarket/shared/users';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

const listSchema = z.object({ items: z.array(shippingAddressSchema) });

/**
 * GET /api/users/me/shipping-addresses → the user's saved addresses, as a list: kept on the account
 * screens, chosen from at checkout.
 */
export function getShippingAddresses(signal?: AbortSignal) {
  return apiRequest('/api/users/me/shipping-addresses', { schema: listSchema, signal }).then((answer) => answer.items);
}

export function useShippingAddresses() {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.account.shippingAddresses(userId),
    queryFn: ({ signal }) => getShippingAddresses(signal),
    enabled: Boolean(userId),
  });
}
