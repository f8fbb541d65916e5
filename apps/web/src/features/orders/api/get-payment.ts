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

/**
 * GET /api/payments/:id/result → the payment the operator sent the buyer back with, found by its id
 * alone (this page may be on another host name than the shop, without the session); the server
 * first asks an operator that notifies no failure (Przelewy24) how it ended.
 */
export function getPaymentResult(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/payments/${encodeURIComponent(id)}/result`, { schema: paymentSchema, signal });
}

/** Under the buyer's orders: a payment and the orders it pays are refreshed together. */
const paymentKey = (userId: string, id: string) => [...queryKeys.buyerOrders.all(userId), 'payment', id] as const;

/** When the payment was last asked about, whatever the answer. */
const askedAt = (state: { dataUpdatedAt: number; errorUpdatedAt: number }) =>
  Math.max(state.dataUpdatedAt, state.errorUpdatedAt);

interface FollowOptions {
  poll: boolean;
  maxWaitMs: number;
  /**
   * `returned`: the page the operator sent the buyer back to, which reads the payment by its id
   * (GET /api/payments/:id/result) with or without a session. Otherwise the tab the buyer paid
   * from, which follows its own payment by its id, even while hidden behind the operator's
   * window: what the window does (closed, elsewhere, out of reach) does not matter to it.
   */
  returned?: boolean;
}

/**
 * A payment followed while the operator has not settled it: asked about every PAYMENT_POLL_MS
 * (when `poll`) for at most `maxWaitMs`; `timedOut` then says the result is not known yet.
 */
export function usePaymentStatus(id: string, { poll, maxWaitMs, returned = false }: FollowOptions) {
  const userId = useAuth().user?._id ?? '';
  const [since] = useState(Date.now);
  const query = useQuery({
    queryKey: [...paymentKey(userId, id), returned ? 'result' : 'followed'],
    queryFn: ({ signal }) => (returned ? getPaymentResult(id, signal) : getPayment(id, signal)),
    enabled: Boolean((userId || returned) && id),
    staleTime: 0,
    // An unknown payment stays unknown; a lost answer is asked again by the next poll.
    retry: false,
    refetchInterval: ({ state }) =>
      poll && !(state.data && isSettled(state.data.state)) && askedAt(state) - since < maxWaitMs
        ? PAYMENT_POLL_MS
        : false,
    // The tab the buyer paid from is usually hidden behind the operator's window meanwhile.
    refetchIntervalInBackground: !returned,
    // Back from the operator's window, the buyer sees the state of now.
    refetchOnWindowFocus: true,
  });
  const timedOut =
    poll && query.data !== undefined && !isSettled(query.data.state) && askedAt(query) - since >= maxWaitMs;
  return { query, timedOut };
}
