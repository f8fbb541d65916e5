import { describe, expect, it } from 'vitest';
import { movePhoto } from './shop-photos-order';

describe('moving a shop photo', () => {
  it('puts it at its new place, the others keeping their order', () => {
    expect(movePhoto(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePhoto(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('changes nothing for a move outside the list', () => {
    expect(movePhoto(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(movePhoto(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });
});
