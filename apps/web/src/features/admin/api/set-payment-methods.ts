import type { PaymentMethod } from '@glowmarket/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { enabledPaymentMethodsSchema, paymentMethodsKey } from './get-payment-methods';

/** PUT /api/admin/payment-methods `{ enabled }`: every method not listed is switched off. */
export function setPaymentMethods(enabled: PaymentMethod[]) {
  return apiRequest('/api/admin/payment-methods', {
    method: 'PUT',
    body: { enabled },
    schema: enabledPaymentMethodsSchema,
  });
}

export function useSetPaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentMethods,
    // Buyers' payment options are asked for afresh on each visit (staleTime 0): nothing else to refresh.
    onSuccess: (answer) => queryClient.setQueryData(paymentMethodsKey, answer),
  });
}
