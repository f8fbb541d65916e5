import { IDEMPOTENCY_HEADER } from '@glowmarket/shared/orders';
import { startedPaymentSchema, type StartPayment } from '@glowmarket/shared/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface StartPaymentRequest extends StartPayment {
  /** One per attempt: the same key again answers the payment it started instead of a second one. */
  idempotencyKey: string;
}

/** POST /api/payments → the payment, started with the operator, and where to send the buyer to pay it. */
export function startPayment({ idempotencyKey, ...input }: StartPaymentRequest) {
  return apiRequest('/api/payments', {
    method: 'POST',
    body: input satisfies StartPayment,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: startedPaymentSchema,
  });
}

export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}
