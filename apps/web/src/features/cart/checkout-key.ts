import type { Cart } from '@glowmarket/shared/cart';

/** Where checkout keeps its Idempotency-Key: this tab only, so a reload or a retry sends it again. */
export const CHECKOUT_KEY_STORAGE = 'glowmarket.checkout-key';

interface StoredKey {
  key: string;
  /** The cart the key was made for (cartFingerprint). */
  cart: string;
}

// For a browser that refuses storage: the key then lasts while the app stays loaded.
let unsaved: StoredKey | null = null;

function readStored(): StoredKey | null {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_KEY_STORAGE);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { key, cart } = parsed as Record<string, unknown>;
    return typeof key === 'string' && typeof cart === 'string' ? { key, cart } : null;
  } catch {
    return unsaved;
  }
}

function store(value: StoredKey | null): void {
  unsaved = value;
  try {
    if (value) sessionStorage.setItem(CHECKOUT_KEY_STORAGE, JSON.stringify(value));
    else sessionStorage.removeItem(CHECKOUT_KEY_STORAGE);
  } catch {
    // Kept in `unsaved` only.
  }
}

/** What is being bought: each product with its quantity, whatever order the sellers come in. */
export function cartFingerprint(cart: Cart): string {
  return cart.sellers
    .flatMap((seller) => seller.lines.map((line) => `${line.productId}:${line.quantity}`))
    .sort()
    .join(',');
}

/**
 * The Idempotency-Key for placing the cart `fingerprint` describes: the same for every attempt
 * (a double click, a retry after a lost answer, a reload), a new one once the cart has changed.
 */
export function checkoutKey(fingerprint: string): string {
  const stored = readStored();
  if (stored?.cart === fingerprint) return stored.key;
  const key = crypto.randomUUID();
  store({ key, cart: fingerprint });
  return key;
}

/** After placing: the next purchase, even of the same products, is another one. */
export function forgetCheckoutKey(): void {
  store(null);
}
