/** The store locator's filters, as its address keeps them: `?open=1&pickup=1`. */
export interface LocatorFilters {
  openNow: boolean;
  pickup: boolean;
}

export type LocatorFilter = keyof LocatorFilters;

const PARAMS: Record<LocatorFilter, string> = { openNow: 'open', pickup: 'pickup' };

/** Reads the filters from the address; anything but "1" (or "true") is off. */
export function locatorFiltersFromParams(params: URLSearchParams): LocatorFilters {
  const on = (name: string) => ['1', 'true'].includes(params.get(name) ?? '');
  return { openNow: on(PARAMS.openNow), pickup: on(PARAMS.pickup) };
}

/** The address's parameters with one filter switched; an unset filter leaves no trace. */
export function withLocatorFilter(params: URLSearchParams, filter: LocatorFilter, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set(PARAMS[filter], '1');
  else next.delete(PARAMS[filter]);
  return next;
}
