import { paymentOptionsSchema } from '@glowmarket/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/payments/options?group= → each payment method, whether the purchase can use it, and for how much. */
export function getPaymentOptions(groupId: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ group: groupId });
  return apiRequest(`/api/payments/options?${params.toString()}`, { schema: paymentOptionsSchema, signal });
}

/** Under the buyer's orders, so whatever changes them (a payment, a choice) asks for the options again. */
export const paymentOptionsKey = (userId: string, groupId: string) =>
  [...queryKeys.buyerOrders.all(userId), 'payment-options', groupId] as const;

export function usePaymentOptions(groupId: string, enabled: boolean) {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: paymentOptionsKey(userId, groupId),
    queryFn: ({ signal }) => getPaymentOptions(groupId, signal),
    enabled: Boolean(userId && groupId) && enabled,
    // The operator switches methods on and off, and Autopay's złoty amounts follow the day's rate.
    staleTime: 0,
  });
}
