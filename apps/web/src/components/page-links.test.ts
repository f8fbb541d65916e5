import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-links';

describe('page links', () => {
  it('show every page of a short list', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('show the ends and the pages around the current one, with gaps', () => {
    expect(pageWindow(10, 40)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 40]);
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 'gap', 40]);
    expect(pageWindow(40, 40)).toEqual([1, 'gap', 38, 39, 40]);
  });
});
