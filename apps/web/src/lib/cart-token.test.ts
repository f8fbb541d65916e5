import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_TOKEN_KEY, forgetCartToken, readCartToken, storeCartToken } from './cart-token';

const TOKEN = 'a'.repeat(43);

describe('the stored cart token', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is kept under glowmarket.cart until forgotten', () => {
    expect(readCartToken()).toBeNull();
    storeCartToken(TOKEN);
    expect(localStorage.getItem(CART_TOKEN_KEY)).toBe(TOKEN);
    expect(readCartToken()).toBe(TOKEN);
    forgetCartToken();
    expect(readCartToken()).toBeNull();
  });

  it('reads as none, and is not kept, when the browser refuses storage', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    expect(() => storeCartToken(TOKEN)).not.toThrow();
    expect(readCartToken()).toBeNull();
    expect(() => forgetCartToken()).not.toThrow();
  });
});
