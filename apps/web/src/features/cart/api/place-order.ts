import { IDEMPOTENCY_HEADER, orderGroupSchema, type CheckoutInput } from '@glowmarket/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface PlaceOrderRequest {
  input: CheckoutInput;
  /** The same key for every attempt at one purchase: the server then places it once. */
  idempotencyKey: string;
}

/** POST /api/orders → the purchase: one order per seller, the cart emptied. */
export function placeOrder({ input, idempotencyKey }: PlaceOrderRequest) {
  return apiRequest('/api/orders', {
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: orderGroupSchema,
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // Placed, the cart is empty; refused, its stock or prices may have changed: either way ask again.
    // Not awaited: the buyer moves on (or sees the refusal) without waiting for the new cart.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cartAll });
    },
  });
}
