import { describe, expect, it } from 'vitest';
import { centsOf } from './euro-input';

describe('centsOf', () => {
  it('keeps amounts typed with trailing zeros, which the input hands over as text', () => {
    expect(centsOf('49.90')).toBe(4990);
    expect(centsOf('60.00')).toBe(6000);
    expect(centsOf('12.')).toBe(1200);
  });

  it('reads numbers to the cent without float dust, and nothing as nothing', () => {
    expect(centsOf(3.99)).toBe(399);
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf('')).toBeUndefined();
    expect(centsOf('abc')).toBeUndefined();
  });
});
