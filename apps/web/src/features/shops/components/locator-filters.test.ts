import { describe, expect, it } from 'vitest';
import { locatorFiltersFromParams, withLocatorFilter } from './locator-filters';

describe('the store locator filters in the address', () => {
  it('are off unless the address turns them on', () => {
    expect(locatorFiltersFromParams(new URLSearchParams())).toEqual({ openNow: false, pickup: false });
    expect(locatorFiltersFromParams(new URLSearchParams('open=1&pickup=true'))).toEqual({
      openNow: true,
      pickup: true,
    });
    expect(locatorFiltersFromParams(new URLSearchParams('open=0&pickup=yes'))).toEqual({
      openNow: false,
      pickup: false,
    });
  });

  it('switch one filter and keep the other parameters', () => {
    const params = new URLSearchParams('pickup=1&utm_source=mail');
    const next = withLocatorFilter(params, 'openNow', true);
    expect(next.toString()).toBe('pickup=1&utm_source=mail&open=1');
    expect(withLocatorFilter(next, 'pickup', false).toString()).toBe('utm_source=mail&open=1');
    // The original is left as it was, for the router to compare.
    expect(params.toString()).toBe('pickup=1&utm_source=mail');
  });

  it('read back what they wrote', () => {
    const params = withLocatorFilter(withLocatorFilter(new URLSearchParams(), 'openNow', true), 'pickup', true);
    expect(locatorFiltersFromParams(params)).toEqual({ openNow: true, pickup: true });
  });
});
