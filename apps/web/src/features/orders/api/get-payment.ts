import { paymentSchema, type PaymentState } from '@glowmarket/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** How often a payment in progress is asked about. */
export const PAYMENT_POLL_MS = 2_000;

/** Started and pending payments still wait for the operator; the others are settled. */
export function isSettled(state: PaymentState): boolean {
  return state !== 'started' && state !== 'pending';
}

/** GET /api/payments/:id → one of the buyer's payments, as the operator last reported it. */
export function getPayment(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/payments/${encodeURIComponent(id)}`, { schema: paymentSchema, signal });
}

/** Under the buyer's orders: a payment and the orders it pays are refreshed together. */
const paymentKey = (userId: string, id: string) => [...queryKeys.buyerOrders.all(userId), 'payment', id] as const;

/** When the payment was last asked about, whatever the answer. */
const askedAt = (state: { dataUpdatedAt: number; errorUpdatedAt: number }) =>
  Math.max(state.dataUpdatedAt, state.errorUpdatedAt);

/**
 * A payment followed while the operator has not settled it: asked about every PAYMENT_POLL_MS
 * (when `poll`) for at most `maxWaitMs`; `timedOut` then says the result is not known yet.
 */
export function usePaymentStatus(id: string, { poll, maxWaitMs }: { poll: boolean; maxWaitMs: number }) {
  const userId = useAuth().user?._id ?? '';
  const [since] = useState(Date.now);
  const query = useQuery({
    queryKey: paymentKey(userId, id),
    queryFn: ({ signal }) => getPayment(id, signal),
    enabled: Boolean(userId && id),
    staleTime: 0,
    // An unknown payment stays unknown; a lost answer is asked again by the next poll.
    retry: false,
    refetchInterval: ({ state }) =>
      poll && !(state.data && isSettled(state.data.state)) && askedAt(state) - since < maxWaitMs
        ? PAYMENT_POLL_MS
        : false,
    // Back from the operator's window, the buyer sees the state of now.
    refetchOnWindowFocus: true,
  });
  const timedOut =
    poll && query.data !== undefined && !isSettled(query.data.state) && askedAt(query) - since >= maxWaitMs;
  return { query, timedOut };
}
