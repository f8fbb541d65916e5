import { describe, expect, it } from 'vitest';
import { localReturnPath, withReturnPath } from './return-path';

describe('localReturnPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(localReturnPath('/checkout')).toBe('/checkout');
    expect(localReturnPath('/catalog?q=serum')).toBe('/catalog?q=serum');
    expect(localReturnPath('/payment-selection?group=g1#methods')).toBe('/payment-selection?group=g1#methods');
  });

  it('refuses anything that could lead elsewhere', () => {
    for (const next of [
      null,
      undefined,
      '',
      'checkout',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      // Browsers drop tabs and line breaks from URLs: these would become //evil.example.
      '/\t/evil.example',
      '/\n/evil.example',
      ' /checkout',
    ]) {
      expect(localReturnPath(next), JSON.stringify(next)).toBeNull();
    }
  });
});

describe('withReturnPath', () => {
  it('carries the return path in the query, readable, after the page’s own parameters', () => {
    expect(withReturnPath('/register', '/checkout')).toBe('/register?next=/checkout');
    expect(withReturnPath('/verify', '/checkout', { username: 'ada@example.com', code: '123456' })).toBe(
      '/verify?username=ada%40example.com&code=123456&next=/checkout',
    );
    expect(withReturnPath('/auth', '/catalog?q=serum')).toBe('/auth?next=/catalog%3Fq%3Dserum');
  });

  it('leaves the address as it is without one', () => {
    expect(withReturnPath('/auth', null)).toBe('/auth');
    expect(withReturnPath('/verify', null, { username: 'ada' })).toBe('/verify?username=ada');
  });
});
