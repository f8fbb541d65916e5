import {
  ORDER_PAGE_SIZE,
  type CustomerList,
  type SellerOrder,
  type SellerOrderList,
  type sellerOrderQuerySchema,
} from '@glowmarket/shared/orders';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { OrderLifeDeps } from './orders.deps';
import * as repository from './orders.repository';
import * as reports from './seller-reports.repository';
import { inEuros, presentOrders, presentSellerOrder } from './orders.present';

export type OrderQuery = z.output<typeof sellerOrderQuerySchema> & { company?: string | undefined };

/** The first instant of a UTC day given as YYYY-MM-DD, or of the day after. */
const dayStart = (day: string, after = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + after * 86_400_000);

/** Orders as their seller (and the operator) sees them, in euros with the commission beside. */
export function presentForSeller(
  deps: Pick<OrderLifeDeps, 'sellers' | 'products'>,
  ctx: RequestContext,
  rows: repository.OrderWithGroup[],
): Promise<SellerOrder[]> {
  return presentOrders(ctx, rows, deps, presentSellerOrder);
}

/** One of the company's orders with its purchase; another company's is not found. */
export async function findOwnOrder(ctx: RequestContext, companyId: string, id: string) {
  const row = await repository.findOrder(ctx.db, id, { companyId });
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * A page of orders, newest first, by status, days placed, number or customer, with the totals of
 * every order the filter finds: one company's, or every company's when `companyId` is undefined.
 */
export async function listOrders(
  deps: Pick<OrderLifeDeps, 'sellers' | 'products'>,
  ctx: RequestContext,
  input: { companyId: string | undefined; query: OrderQuery },
): Promise<SellerOrderList> {
  const { query } = input;
  const filter: repository.OrderFilter = {
    companyId: input.companyId,
    status: query.status,
    from: query.from ? dayStart(query.from) : undefined,
    before: query.to ? dayStart(query.to, 1) : undefined,
    q: query.q || undefined,
  };
  const [{ rows, total }, sums] = await Promise.all([
    repository.listOrders(ctx.db, filter, {
      limit: ORDER_PAGE_SIZE,
      offset: (query.page - 1) * ORDER_PAGE_SIZE,
    }),
    repository.sumOrders(ctx.db, filter),
  ]);
  return {
    items: await presentForSeller(deps, ctx, rows),
    total,
    page: query.page,
    pageSize: ORDER_PAGE_SIZE,
    totals: { count: sums.count, gross: inEuros(sums.gross), commission: inEuros(sums.commission) },
  };
}

/** One of the seller's orders; another seller's is not found. */
export async function getOrderForSeller(
  deps: Pick<OrderLifeDeps, 'sellers' | 'products'>,
  ctx: RequestContext,
  input: { companyId: string; id: string },
): Promise<SellerOrder> {
  const [order] = await presentForSeller(deps, ctx, [await findOwnOrder(ctx, input.companyId, input.id)]);
  return order!;
}

/** The buyers who ordered from the seller, the latest first. */
export async function listCustomers(
  ctx: RequestContext,
  input: { companyId: string; q?: string | undefined; page: number },
): Promise<CustomerList> {
  const { rows, total } = await reports.listCustomers(ctx.db, input.companyId, {
    q: input.q || undefined,
    limit: ORDER_PAGE_SIZE,
    offset: (input.page - 1) * ORDER_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({
      id: row.buyerId,
      ...row.contact,
      orders: row.orders,
      spent: inEuros(row.spent),
      lastOrderAt: row.lastOrderAt.toISOString(),
    })),
    total,
    page: input.page,
    pageSize: ORDER_PAGE_SIZE,
  };
}
