import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./recently-viewed');
}

describe('recently viewed products', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each product once, newest first, up to the limit, in localStorage', async () => {
    const { rememberViewed, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_LIMIT } = await freshModule();
    rememberViewed('a');
    rememberViewed('b');
    rememberViewed('a');
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual(['a', 'b']);
    for (let index = 0; index < RECENTLY_VIEWED_LIMIT + 3; index += 1) rememberViewed(`p${index}`);
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as string[];
    expect(stored).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(stored[0]).toBe(`p${RECENTLY_VIEWED_LIMIT + 2}`);
  });

  it('reads what an earlier visit stored, ignoring what is not a list of ids', async () => {
    localStorage.setItem('glowmarket.recentlyViewed', JSON.stringify(['x', 3, 'y', 'x']));
    const first = await freshModule();
    first.rememberViewed('z');
    expect(JSON.parse(localStorage.getItem(first.RECENTLY_VIEWED_KEY) ?? '[]')).toEqual(['z', 'x', 'y']);
    first.forgetViewed('x');
    expect(JSON.parse(localStorage.getItem(first.RECENTLY_VIEWED_KEY) ?? '[]')).toEqual(['z', 'y']);

    localStorage.setItem('glowmarket.recentlyViewed', '{not json');
    const second = await freshModule();
    second.rememberViewed('a');
    expect(JSON.parse(localStorage.getItem(second.RECENTLY_VIEWED_KEY) ?? '[]')).toEqual(['a']);
  });
});
