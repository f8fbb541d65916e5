import type { AdminOrderQuery, OrderStatusChange } from '@glowmarket/shared/orders';
import type { RequestContext } from '../../lib/context';
import type { JobKind } from '../../lib/jobs';
import { recallBatch } from './batch-recall';
import { createShipment, shipmentLabel } from './order-shipments';
import { changeOrderStatus, expireDueOrders } from './order-status';
import type { OrderLifeDeps } from './orders.deps';
import { getOrderForSeller, listCustomers, listOrders, type OrderQuery } from './seller-orders';
import { statements } from './seller-statements';

export type { OrderLifeDeps, ShipxClient } from './orders.deps';

/** Unpaid orders whose time ran out are looked for every minute, by one instance at a time. */
const EXPIRY_CRON = '* * * * *';

/**
 * An order after placing: the seller moves it on (and the buyer hears of it), ships it through
 * ShipX, finds it and its customers; the operator sees every order and each seller's month; unpaid
 * orders whose time ran out are cancelled and give their stock back.
 */
export function createOrderLife(deps: OrderLifeDeps) {
  const expiry: JobKind<Record<string, never>> = {
    name: 'order-expiry',
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: false,
    cron: EXPIRY_CRON,
    run: async (_data, { requestId }) => {
      await expireDueOrders(deps, deps.background(requestId));
    },
  };
  deps.jobs.define(expiry);

  return {
    listForSeller: (ctx: RequestContext, companyId: string, query: OrderQuery) =>
      listOrders(deps, ctx, { companyId, query }),
    listForOperator: (ctx: RequestContext, query: OrderQuery & Pick<AdminOrderQuery, 'company'>) =>
      listOrders(deps, ctx, { companyId: query.company, query }),
    getForSeller: (ctx: RequestContext, companyId: string, id: string) =>
      getOrderForSeller(deps, ctx, { companyId, id }),
    changeStatus: (ctx: RequestContext, companyId: string, id: string, change: OrderStatusChange) =>
      changeOrderStatus(deps, ctx, { companyId, id, change }),
    expireDue: (ctx: RequestContext) => expireDueOrders(deps, ctx),
    recallBatch: (ctx: RequestContext, companyId: string, code: string) => recallBatch(ctx, { companyId, code }),
    customers: (ctx: RequestContext, companyId: string, query: { q?: string | undefined; page: number }) =>
      listCustomers(ctx, { companyId, ...query }),
    createShipment: (ctx: RequestContext, companyId: string, id: string) =>
      createShipment(deps, ctx, { companyId, id }),
    shipmentLabel: (ctx: RequestContext, companyId: string, id: string) => shipmentLabel(deps, ctx, { companyId, id }),
    statements: (ctx: RequestContext, month: string, companyId?: string) => statements(deps, ctx, { month, companyId }),
  };
}

export type OrderLife = ReturnType<typeof createOrderLife>;
