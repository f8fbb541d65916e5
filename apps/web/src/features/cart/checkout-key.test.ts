import { IDEMPOTENCY_KEY_PATTERN } from '@glowmarket/shared/orders';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutKey, forgetCheckoutKey } from './checkout-key';

afterEach(() => sessionStorage.clear());

describe('checkoutKey', () => {
  it('gives every attempt at one cart the same key, in the form the API accepts', () => {
    const key = checkoutKey('serum:2');
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(checkoutKey('serum:2')).toBe(key);
  });

  it('gives a changed cart a new key', () => {
    const key = checkoutKey('serum:2');
    expect(checkoutKey('serum:3')).not.toBe(key);
  });

  it('gives the next purchase a new key once one is placed', () => {
    const key = checkoutKey('serum:2');
    forgetCheckoutKey();
    expect(checkoutKey('serum:2')).not.toBe(key);
  });
});
