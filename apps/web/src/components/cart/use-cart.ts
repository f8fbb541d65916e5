import type { Cart, CartLineInput } from '@glowmarket/shared/cart';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { authToken } from '../../lib/auth';
import { readCartToken, storeCartToken } from '../../lib/cart-token';
import { currentCurrency, useCurrency } from '../../lib/preferences';
import { queryKeys } from '../../lib/query-keys';

/**
 * GET /api/cart. Trusted rather than parsed with shared's `cartSchema` (decision 007): the header's
 * badge reads it on every page, and the schema would bring zod with the first load.
 */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest<Cart>('/api/cart', { signal });
}

/** What a visitor without a token has: nothing to ask the server for. */
function emptyCart(currency: Cart['total']['currency']): Cart {
  const zero = { amount: 0, currency, base: { amount: 0, currency: 'EUR' as const } };
  return {
    cartToken: null,
    itemCount: 0,
    sellers: [],
    total: zero,
    deliveryTotal: zero,
    grandTotal: zero,
    deliveriesComplete: false,
  };
}

/**
 * The caller's cart in the visitor's currency. A visitor who never added anything has no token and
 * so no cart: answered here, without a request (most first visits).
 */
export function useCart({ fresh = false }: { fresh?: boolean } = {}) {
  const currency = useCurrency();
  return useQuery({
    queryKey: queryKeys.cart(currency),
    queryFn: ({ signal }) => (authToken() || readCartToken() ? getCart(signal) : emptyCart(currency)),
    // The cart page shows stock and prices as they are now; the badge may keep its count a while.
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

/**
 * Keeps a cart the API answered: its token when it hands one out (a visitor's first line), and the
 * cached cart in the currency it was quoted in. Entries in other currencies hold the old lines and
 * are fetched again when next shown.
 */
export function keepCart(client: QueryClient, cart: Cart, currency: string): void {
  if (cart.cartToken) storeCartToken(cart.cartToken);
  client.setQueryData(queryKeys.cart(currency), cart);
  void client.invalidateQueries({
    queryKey: queryKeys.cartAll,
    predicate: (query) => query.queryKey[1] !== currency,
  });
}

/** A change to the cart: every answer is the whole cart, which replaces the cached one. */
function useCartMutation<TVariables>(request: (variables: TVariables) => Promise<Cart>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    // The answer is quoted in the currency the request was sent with, which may change meanwhile.
    onMutate: () => ({ currency: currentCurrency() }),
    onSuccess: (cart, _variables, context) => keepCart(client, cart, context.currency),
    // Refused (stock changed, line gone): show the cart as it is now.
    onError: () => client.invalidateQueries({ queryKey: queryKeys.cartAll }),
  });
}

/** POST /api/cart/lines: adds to the product's line; above the stock it answers 422 insufficient_stock. */
export function useAddToCart() {
  return useCartMutation((input: CartLineInput) =>
    apiRequest<Cart>('/api/cart/lines', { method: 'POST', body: input }),
  );
}

/** PUT /api/cart/lines/:productId: sets the line's quantity. */
export function useSetCartQuantity() {
  return useCartMutation(({ productId, quantity }: CartLineInput) =>
    apiRequest<Cart>(`/api/cart/lines/${encodeURIComponent(productId)}`, { method: 'PUT', body: { quantity } }),
  );
}

/** DELETE /api/cart/lines/:productId. */
export function useRemoveCartLine() {
  return useCartMutation((productId: string) =>
    apiRequest<Cart>(`/api/cart/lines/${encodeURIComponent(productId)}`, { method: 'DELETE' }),
  );
}

/** DELETE /api/cart: removes every line. */
export function useEmptyCart() {
  return useCartMutation(() => apiRequest<Cart>('/api/cart', { method: 'DELETE' }));
}
