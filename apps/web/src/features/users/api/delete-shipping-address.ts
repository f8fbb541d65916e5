import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/users/me/shipping-addresses/:id → 204. */
export function deleteShippingAddress(id: string) {
  return apiRequest(`/api/users/me/shipping-addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteShippingAddress() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: deleteShippingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.shippingAddresses(userId) }),
  });
}
