import { describe, expect, it } from 'vitest';
import { orderFilterFromParams, withOpenOrder } from './order-filter';

describe('the order filter in the address', () => {
  it('reads status, days, search and page', () => {
    const params = new URLSearchParams('status=paid&from=2026-11-01&to=2026-11-30&q=%20anna%20&page=2');
    expect(orderFilterFromParams(params)).toEqual({
      status: 'paid',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'anna',
      page: 2,
    });
  });

  it('leaves out what the API would refuse rather than sending it', () => {
    const params = new URLSearchParams('status=lost&from=yesterday&page=-1');
    expect(orderFilterFromParams(params)).toEqual({ page: 1 });
  });

  it('opens and closes an order without touching the filter', () => {
    const params = new URLSearchParams('status=paid&page=2');
    expect(withOpenOrder(params, 'o1').toString()).toBe('status=paid&page=2&order=o1');
    expect(withOpenOrder(new URLSearchParams('status=paid&order=o1'), null).toString()).toBe('status=paid');
  });
});
