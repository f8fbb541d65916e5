import {
  invoiceDetailsSchema,
  profileSchema,
  shippingAddressSchema,
  type ShippingAddressInput,
} from '@glowmarket/shared/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { queryKeys } from '../lib/query-keys';

// The signed-in user's own data: the account screens (features/users) keep it; checkout
// (features/cart) fills its contact, address and invoice from it, under the same keys.

const shippingAddressListSchema = z.object({ items: z.array(shippingAddressSchema) });
const invoiceDetailsListSchema = z.object({ items: z.array(invoiceDetailsSchema) });

/** GET /api/users/me → the signed-in user's profile. */
export function getProfile(signal?: AbortSignal) {
  return apiRequest('/api/users/me', { schema: profileSchema, signal });
}

export function useProfile() {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.account.profile(userId),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: Boolean(userId),
  });
}

/** GET /api/users/me/shipping-addresses → the user's saved addresses, as a list. */
export function getShippingAddresses(signal?: AbortSignal) {
  return apiRequest('/api/users/me/shipping-addresses', { schema: shippingAddressListSchema, signal }).then(
    (answer) => answer.items,
  );
}

export function useShippingAddresses() {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.account.shippingAddresses(userId),
    queryFn: ({ signal }) => getShippingAddresses(signal),
    enabled: Boolean(userId),
  });
}

/** POST /api/users/me/shipping-addresses: adds an address, from the account screens or one typed at checkout. */
export function createShippingAddress(input: ShippingAddressInput) {
  return apiRequest('/api/users/me/shipping-addresses', { method: 'POST', body: input });
}

export function useCreateShippingAddress() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: createShippingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.shippingAddresses(userId) }),
  });
}

/** GET /api/users/me/invoice-details → whom the user has had invoices made out to, as a list. */
export function getInvoiceDetails(signal?: AbortSignal) {
  return apiRequest('/api/users/me/invoice-details', { schema: invoiceDetailsListSchema, signal }).then(
    (answer) => answer.items,
  );
}

export function useInvoiceDetails() {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.account.invoiceDetails(userId),
    queryFn: ({ signal }) => getInvoiceDetails(signal),
    enabled: Boolean(userId),
  });
}
