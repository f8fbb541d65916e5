/**
 * A visitor's cart token: the API hands it out with the cart's first line (`cartToken`) and finds
 * the cart by it afterwards (the api client sends it in X-Cart-Token). Kept in localStorage so the
 * cart outlives the tab; a logged-in buyer's cart is found by the session instead, and the visitor's
 * is merged into it at login (components/cart/merge-cart.ts), after which the token is forgotten.
 */
export const CART_TOKEN_KEY = 'glowmarket.cart';

/** The stored token, or null (none, or storage refused). */
export function readCartToken(): string | null {
  try {
    return localStorage.getItem(CART_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function storeCartToken(token: string): void {
  try {
    localStorage.setItem(CART_TOKEN_KEY, token);
  } catch {
    // Private mode or a full storage: the cart lasts for this page only.
  }
}

export function forgetCartToken(): void {
  try {
    localStorage.removeItem(CART_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
