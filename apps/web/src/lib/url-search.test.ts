import { describe, expect, it } from 'vitest';
import { pageFromParams, withFilter, withPage, withSearchText } from './url-search';

describe('withFilter', () => {
  it('goes back to the first page when a filter changes, keeping the rest of the address', () => {
    const params = new URLSearchParams('page=3&order=o1');
    expect(withFilter(params, 'status', 'shipped').toString()).toBe('order=o1&status=shipped');
    expect(withFilter(new URLSearchParams('status=paid'), 'status', '').toString()).toBe('');
  });
});

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

describe('withPage', () => {
  it('sets a later page and leaves the first page out of the address, keeping the filters', () => {
    expect(withPage(new URLSearchParams('q=rose'), 3).toString()).toBe('q=rose&page=3');
    expect(withPage(new URLSearchParams('q=rose&page=3'), 1).toString()).toBe('q=rose');
  });
});
