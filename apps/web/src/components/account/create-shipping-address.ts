import type { ShippingAddressInput } from '@glowmarket/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

/** POST /api/users/me/shipping-addresses: adds an address, from the account screens or one typed at checkout. */
export function createShippingAddress(input: ShippingAddressInput) {
  return apiRequest('/api/users/me/shipping-addresses', { method: 'POST', body: input });
}

export function useCreateShippingAddress() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: createShippingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.shippingAddresses(userId) }),
  });
}
