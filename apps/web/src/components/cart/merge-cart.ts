import type { Cart } from '@glowmarket/shared/cart';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import { forgetCartToken, readCartToken } from '../../lib/cart-token';
import { currentCurrency } from '../../lib/preferences';
import { queryKeys } from '../../lib/query-keys';
import { keepCart } from './use-cart';

/**
 * After a login: moves what the visitor put in their cart (the stored token) into the buyer's, then
 * forgets the token, and has the cart fetched again as the buyer's. Never rejects, so it never
 * fails a login; a merge that could succeed later (network, server error) keeps the token for the
 * next login.
 */
export async function mergeVisitorCart(client: QueryClient): Promise<void> {
  const cartToken = readCartToken();
  if (cartToken) {
    const currency = currentCurrency();
    try {
      const cart = await apiRequest<Cart>('/api/cart/merge', { method: 'POST', body: { cartToken } });
      forgetCartToken();
      keepCart(client, cart, currency);
    } catch (error) {
      // A token the server refuses (unknown, malformed) will never merge.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
      if (refused) forgetCartToken();
    }
  }
  await client.invalidateQueries({ queryKey: queryKeys.cartAll });
}
