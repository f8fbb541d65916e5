import { describe, expect, it } from 'vitest';
import { pageFromParams, withSearchText } from './url-search';

describe('withSearchText', () => {
  it('sets the trimmed text and goes back to the first page, keeping other filters', () => {
    const next = withSearchText(new URLSearchParams('status=pending&page=3'), '  rose ');
    expect(next.toString()).toBe('status=pending&q=rose');
  });

  it('removes the parameter for an empty search', () => {
    expect(withSearchText(new URLSearchParams('q=rose&page=2'), '   ').toString()).toBe('');
  });
});

describe('pageFromParams', () => {
  it('reads a whole page number from 1', () => {
    expect(pageFromParams(new URLSearchParams('page=4'))).toBe(4);
  });

  it('falls back to the first page for anything else', () => {
    for (const value of ['', '0', '-2', '1.5', 'two']) {
      expect(pageFromParams(new URLSearchParams(`page=${value}`))).toBe(1);
    }
    expect(pageFromParams(new URLSearchParams())).toBe(1);
  });
});
