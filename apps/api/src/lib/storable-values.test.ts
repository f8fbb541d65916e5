import { describe, expect, it } from 'vitest';
import { findUnstorableValue } from './storable-values';

describe('findUnstorableValue', () => {
  it('finds a NUL character in a value or a key, with its path', () => {
    expect(findUnstorableValue({ names: { 'pl-PL': 'Krem\u0000' } })).toEqual({
      path: ['names', 'pl-PL'],
      reason: 'forbiddenCharacter',
    });
    expect(findUnstorableValue({ items: [{ ['a\u0000']: 1 }] })).toMatchObject({ path: ['items', 0, 'a\u0000'] });
  });

  it('finds numbers beyond a 32-bit integer, both ways', () => {
    expect(findUnstorableValue({ price: 2_147_483_648 })).toEqual({
      path: ['price'],
      reason: 'tooBig',
      value: 2_147_483_648,
    });
    expect(findUnstorableValue([-1e308])).toMatchObject({ reason: 'tooBig' });
    expect(findUnstorableValue({ price: 2_147_483_647, ok: 'text', none: null })).toBeUndefined();
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findUnstorableValue(deep)).toMatchObject({ reason: 'forbiddenCharacter' });
  });
});
