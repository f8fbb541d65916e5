import { PAYMENT_METHODS } from '@glowmarket/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET and PUT /api/admin/payment-methods: the methods buyers may use, as the API answers them. */
export const enabledPaymentMethodsSchema = z.object({ enabled: z.array(z.enum(PAYMENT_METHODS)) });

/** Beside the marketplace's other site settings (`queryKeys.admin.siteCommission`). */
export const paymentMethodsKey = ['admin', 'site', 'payment-methods'] as const;

/** GET /api/admin/payment-methods → the payment methods switched on. */
export function getPaymentMethods(signal?: AbortSignal) {
  return apiRequest('/api/admin/payment-methods', { schema: enabledPaymentMethodsSchema, signal });
}

export function usePaymentMethods() {
  return useQuery({ queryKey: paymentMethodsKey, queryFn: ({ signal }) => getPaymentMethods(signal) });
}
