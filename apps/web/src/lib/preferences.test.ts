import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module reads the currency once, when it loads: each case loads it afresh. */
async function startingCurrency() {
  vi.resetModules();
  return (await import('./preferences')).currentCurrency();
}

describe('the currency the app starts in', () => {
  const root = document.documentElement;
  afterEach(() => {
    localStorage.clear();
    delete root.dataset.currency;
  });

  it("is the server's when the visitor chose none: the operator's default", async () => {
    root.dataset.currency = 'PLN';
    expect(await startingCurrency()).toBe('PLN');
  });

  it("is the visitor's own choice over the server's", async () => {
    root.dataset.currency = 'PLN';
    localStorage.setItem('glowmarket.currency', 'SEK');
    expect(await startingCurrency()).toBe('SEK');
  });

  it('is euros on a page the server did not mark, or marked with no currency of ours', async () => {
    expect(await startingCurrency()).toBe('EUR');
    root.dataset.currency = 'XYZ';
    expect(await startingCurrency()).toBe('EUR');
  });
});
