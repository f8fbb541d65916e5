import type { ShippingAddressInput } from '@glowmarket/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/users/me/shipping-addresses/:id: changes saved shipping address. */
export function updateShippingAddress({ id, ...input }: ShippingAddressInput & { id: string }) {
  return apiRequest(`/api/users/me/shipping-addresses/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateShippingAddress() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: updateShippingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.shippingAddresses(userId) }),
  });
}
