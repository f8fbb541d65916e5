import { ORDER_STATUSES, type OrderStatus } from '@glowmarket/shared/orders';
import { pageFromParams } from '../../lib/url-search';
import type { SellerOrderFilter } from './api/get-seller-orders';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(value: string | null): value is OrderStatus {
  return (ORDER_STATUSES as readonly (string | null)[]).includes(value);
}

/** The order list's filter from the address; anything unreadable is left out rather than sent. */
export function orderFilterFromParams(params: URLSearchParams): SellerOrderFilter {
  const filter: SellerOrderFilter = { page: pageFromParams(params) };
  const status = params.get('status');
  if (isStatus(status)) filter.status = status;
  for (const name of ['from', 'to'] as const) {
    const day = params.get(name);
    if (day && ISO_DAY.test(day)) filter[name] = day;
  }
  const q = params.get('q')?.trim();
  if (q) filter.q = q;
  return filter;
}

/** The address with the order `id` open in the detail (`?order=`), or closed when null. */
export function withOpenOrder(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set('order', id);
  else next.delete('order');
  return next;
}
