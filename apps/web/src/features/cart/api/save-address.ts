import type { ShippingAddressInput } from '@glowmarket/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/users/me/shipping-addresses: keeps an address typed at checkout for next time. */
export function saveAddress(input: ShippingAddressInput) {
  return apiRequest('/api/users/me/shipping-addresses', { method: 'POST', body: input });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.shippingAddresses(userId) }),
  });
}
