import type { Cart } from '@glowmarket/shared/cart';
import type { DeliveryChoice } from '@glowmarket/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepCart } from '../../../components/cart/use-cart';
import { apiRequest } from '../../../lib/api-client';
import { currentCurrency } from '../../../lib/preferences';
import { queryKeys } from '../../../lib/query-keys';

/**
 * PUT /api/cart/deliveries → the cart with its new quote. The choice is kept on the cart, on the
 * server, for checkout (and joins the buyer's cart at login); a method the seller does not offer,
 * or a parcel locker out of service, answers 422.
 */
export function setCartDelivery(choice: DeliveryChoice) {
  return apiRequest<Cart>('/api/cart/deliveries', { method: 'PUT', body: choice });
}

export function useSetCartDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCartDelivery,
    // The answer is quoted in the currency the request was sent with, which may change meanwhile.
    onMutate: () => ({ currency: currentCurrency() }),
    onSuccess: (cart, _choice, context) => keepCart(client, cart, context.currency),
    // Asked again either way: a cart read that started before the choice was kept (checkout opened
    // at once) must not answer after it with the old choice. Refused, the offer changed meanwhile.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cartAll }),
  });
}
