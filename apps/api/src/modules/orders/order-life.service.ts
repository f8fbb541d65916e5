import {
  nextStatuses,
  ORDER_PAGE_SIZE,
  type AdminOrderQuery,
  type CustomerList,
  type OrderStatusChange,
  type SellerOrder,
  type SellerOrderList,
  type StatementList,
} from '@glowmarket/shared/orders';
import type { sellerOrderQuerySchema } from '@glowmarket/shared/orders';
import type { z } from 'zod';
import type { ShipmentRequest } from '../../integrations/shipx/shipments';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import type { JobKind, JobQueue } from '../../lib/jobs';
import { money, percentOf } from '../../lib/money';
import type { OrderMails } from './order-mails';
import * as repository from './orders.repository';
import { canCreateShipment, inEuros, presentOrders, presentSellerOrder } from './orders.present';
import type { OrderLineRow, OrderRow } from './orders.tables';

type OrderQuery = z.output<typeof sellerOrderQuerySchema> & { company?: string | undefined };

/** What the order life needs of a company's ShipX account (integrations/shipx/shipments). */
export interface ShipxClient {
  create(input: ShipmentRequest): Promise<{ id: string; status: string }>;
  waitConfirmed(id: string): Promise<{ id: string; trackingNumber: string }>;
  label(id: string): Promise<Buffer>;
}

export interface OrderLifeDeps {
  jobs: JobQueue;
  /** A context for work no request started (the expiry job). */
  background(requestId: string): RequestContext;
  products: {
    returnStock(ctx: RequestContext, lines: { productId: string; quantity: number }[]): Promise<void>;
  };
  sellers: { namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>> };
  site: { commissionVatBasisPoints(ctx: RequestContext): Promise<number> };
  shipx: {
    /**
     * Whether the marketplace talks to a ShipX: the one at SHIPX_URL, or in the demo the sandbox
     * the app serves. False for a server with neither, whatever keys its sellers saved.
     */
    available: boolean;
    /** The company's ShipX client, on its saved keys; undefined while it has saved none. */
    clientFor(ctx: RequestContext, companyId: string): Promise<ShipxClient | undefined>;
  };
  mails: OrderMails;
  /** The payments module: a paid order was cancelled, its money goes back where the operator allows. */
  refunds: { refundDue(ctx: RequestContext, orderId: string): Promise<void> };
}

/** Unpaid orders whose time ran out are looked for every minute, by one instance at a time. */
const EXPIRY_CRON = '* * * * *';

/** The first instant of a UTC day given as YYYY-MM-DD, or of the day after. */
const dayStart = (day: string, after = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + after * 86_400_000);

/** [first instant, first instant of the next month) of YYYY-MM, in UTC. */
function monthRange(month: string): [Date, Date] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(year, number - 1, 1)), new Date(Date.UTC(year, number, 1))];
}

const returnable = (lines: OrderLineRow[]) =>
  lines.flatMap((line) => (line.productId ? [{ productId: line.productId, quantity: line.quantity }] : []));

/** The columns a status change writes besides the status itself. */
function changesFor(order: OrderRow, change: OrderStatusChange, now: Date): Partial<OrderRow> {
  switch (change.status) {
    case 'paid':
      return { paymentStatus: 'paid', paidAt: now, payBy: null };
    case 'shipped': {
      const trackingNumber = change.trackingNumber ?? order.shipment?.trackingNumber ?? order.trackingNumber;
      if (!trackingNumber) throw new AppError('tracking_number_required');
      return { trackingNumber, shippedAt: now };
    }
    case 'delivered':
      // Cash on delivery is paid when the parcel is handed over.
      return order.paymentStatus === 'cod'
        ? { deliveredAt: now, paymentStatus: 'paid', paidAt: now }
        : { deliveredAt: now };
    case 'cancelled':
      return { cancelledAt: now, payBy: null, ...(order.paymentStatus === 'paid' && { paymentStatus: 'refund_due' }) };
    default:
      return {};
  }
}

/** ShipX's receiver and service for an InPost order. */
function shipmentRequestOf(row: repository.OrderWithGroup): ShipmentRequest {
  const { order, group } = row;
  const locker = order.delivery.kind === 'parcel_locker';
  return {
    reference: order.number,
    service: locker ? 'locker' : 'courier',
    receiver: {
      firstName: group.contact.firstName,
      lastName: group.contact.lastName,
      email: group.contact.email,
      phone: group.contact.phone,
      ...(!locker && {
        address: {
          street: group.shippingAddress.street,
          city: group.shippingAddress.city,
          postalCode: group.shippingAddress.postalCode,
          country: group.shippingAddress.country,
        },
      }),
    },
    ...(locker && { targetPoint: order.delivery.point?.name ?? '', template: 'medium' as const }),
    ...(order.paymentStatus === 'cod' && { cod: { amountCents: order.total, currency: 'EUR' } }),
  };
}

/**
 * An order after placing: the seller moves it on (and the buyer hears of it), ships it through
 * ShipX, finds it and its customers; the operator sees every order and each seller's month; unpaid
 * orders whose time ran out are cancelled and give their stock back.
 */
export function createOrderLife(deps: OrderLifeDeps) {
  const present = (ctx: RequestContext, rows: repository.OrderWithGroup[]) =>
    presentOrders(ctx, rows, deps.sellers, presentSellerOrder);

  /** The company's ShipX client, or why there is none: the marketplace's ShipX first, then the seller's keys. */
  async function shipxOf(ctx: RequestContext, companyId: string): Promise<ShipxClient> {
    if (!deps.shipx.available) throw new AppError('shipx_unavailable');
    const client = await deps.shipx.clientFor(ctx, companyId);
    if (!client) throw new AppError('shipx_not_configured');
    return client;
  }

  async function findOwn(ctx: RequestContext, companyId: string, id: string) {
    const row = await repository.findOrder(ctx.db, id, { companyId });
    if (!row) throw new AppError('not_found');
    return row;
  }

  async function list(ctx: RequestContext, companyId: string | undefined, query: OrderQuery): Promise<SellerOrderList> {
    const filter: repository.OrderFilter = {
      companyId,
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
      items: await present(ctx, rows),
      total,
      page: query.page,
      pageSize: ORDER_PAGE_SIZE,
      totals: { count: sums.count, gross: inEuros(sums.gross), commission: inEuros(sums.commission) },
    };
  }

  /** Cancels one order in `tx`: its stock back, the buyer told. */
  async function afterCancel(tx: RequestContext, row: repository.OrderWithGroup, lines: OrderLineRow[]) {
    await deps.products.returnStock(tx, returnable(lines));
    await deps.mails.cancelled(tx, row.group, { order: row.order, lines });
  }

  const expiry: JobKind<Record<string, never>> = {
    name: 'order-expiry',
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: false,
    cron: EXPIRY_CRON,
    run: async () => {
      await life.expireDue(deps.background('order-expiry'));
    },
  };
  deps.jobs.define(expiry);

  const life = {
    listForSeller: (ctx: RequestContext, companyId: string, query: OrderQuery) => list(ctx, companyId, query),

    listForOperator: (ctx: RequestContext, query: OrderQuery & Pick<AdminOrderQuery, 'company'>) =>
      list(ctx, query.company, query),

    /** One of the seller's orders; another seller's is not found. */
    async getForSeller(ctx: RequestContext, companyId: string, id: string): Promise<SellerOrder> {
      const [order] = await present(ctx, [await findOwn(ctx, companyId, id)]);
      return order!;
    },

    /**
     * Moves an order on along its allowed path (shared `nextStatuses`), in one transaction with
     * what goes with it: the tracking number when shipped, stock back when cancelled, the buyer's
     * mail. Two changes at once: one wins, the other is told the order changed.
     */
    async changeStatus(
      ctx: RequestContext,
      companyId: string,
      id: string,
      change: OrderStatusChange,
    ): Promise<SellerOrder> {
      return inTransaction(ctx, async (tx) => {
        const row = await findOwn(tx, companyId, id);
        if (!nextStatuses(row.order).includes(change.status)) {
          throw new AppError('order_status_not_allowed', { from: row.order.status, to: change.status });
        }
        const now = tx.now();
        const moved = await repository.moveOrder(tx.db, id, row.order, {
          status: change.status,
          updatedAt: now,
          ...changesFor(row.order, change, now),
        });
        if (!moved) throw new AppError('order_changed');
        const next = { order: moved, group: row.group };
        const lines = await repository.listLines(tx.db, [id]);
        if (moved.status === 'cancelled') await afterCancel(tx, next, lines);
        if (moved.paymentStatus === 'refund_due') await deps.refunds.refundDue(tx, id);
        if (moved.status === 'shipped') await deps.mails.shipped(tx, row.group, { order: moved, lines });
        const [order] = await present(tx, [next]);
        return order!;
      });
    },

    /**
     * Cancels every unpaid order whose time to pay has passed, one transaction each, and answers
     * how many. Instances running it at once never take the same order (SKIP LOCKED), so stock
     * comes back once.
     */
    async expireDue(ctx: RequestContext): Promise<number> {
      let expired = 0;
      for (;;) {
        const done = await inTransaction(ctx, async (tx) => {
          const order = await repository.expireOneDue(tx.db, tx.now());
          if (!order) return false;
          const row = await repository.findOrder(tx.db, order.id, {});
          await afterCancel(tx, row!, await repository.listLines(tx.db, [order.id]));
          return true;
        });
        if (!done) return expired;
        expired += 1;
      }
    },

    /** The buyers who ordered from the seller, the latest first. */
    async customers(
      ctx: RequestContext,
      companyId: string,
      query: { q?: string | undefined; page: number },
    ): Promise<CustomerList> {
      const { rows, total } = await repository.listCustomers(ctx.db, companyId, {
        q: query.q || undefined,
        limit: ORDER_PAGE_SIZE,
        offset: (query.page - 1) * ORDER_PAGE_SIZE,
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
        page: query.page,
        pageSize: ORDER_PAGE_SIZE,
      };
    },

    /**
     * Hands an InPost order to ShipX: creates the shipment, waits until ShipX confirms it and keeps
     * its id and tracking number on the order. ShipX's refusal is passed on with its reason.
     */
    async createShipment(ctx: RequestContext, companyId: string, id: string): Promise<SellerOrder> {
      const row = await findOwn(ctx, companyId, id);
      if (!canCreateShipment(row.order)) throw new AppError('shipment_not_possible');
      const shipx = await shipxOf(ctx, companyId);
      let shipment: { id: string; status: string; trackingNumber: string | null };
      try {
        const created = await shipx.create(shipmentRequestOf(row));
        const confirmed = await shipx.waitConfirmed(created.id);
        shipment = { id: confirmed.id, status: 'confirmed', trackingNumber: confirmed.trackingNumber };
      } catch (error) {
        ctx.log.warn({ err: error, orderId: id }, 'ShipX refused a shipment');
        throw new AppError('shipx_failed', { reason: error instanceof Error ? error.message : String(error) });
      }
      const [saved] = await present(ctx, [
        {
          order: (await repository.saveShipment(ctx.db, id, shipment, ctx.now())) ?? row.order,
          group: row.group,
        },
      ]);
      return saved!;
    },

    /** The A6 PDF label of the order's confirmed ShipX shipment. */
    async shipmentLabel(ctx: RequestContext, companyId: string, id: string): Promise<Buffer> {
      const { order } = await findOwn(ctx, companyId, id);
      if (!order.shipment) throw new AppError('not_found');
      const shipx = await shipxOf(ctx, companyId);
      try {
        return await shipx.label(order.shipment.id);
      } catch (error) {
        throw new AppError('shipx_failed', { reason: error instanceof Error ? error.message : String(error) });
      }
    },

    /**
     * Each seller's month (or one seller's): orders placed in it and not cancelled, the commission
     * on them, VAT on the commission at the site's rate and what is paid out. Integer cents.
     */
    async statements(ctx: RequestContext, month: string, companyId?: string): Promise<StatementList> {
      const [from, before] = monthRange(month);
      const [rows, vatBasisPoints] = await Promise.all([
        repository.monthTotals(ctx.db, from, before, companyId),
        deps.site.commissionVatBasisPoints(ctx),
      ]);
      const names = await deps.sellers.namesOf(
        ctx,
        rows.map((row) => row.companyId),
      );
      const items = rows
        .map((row) => {
          const commissionVat = percentOf(money(row.commission, 'EUR'), vatBasisPoints).amount;
          return {
            month,
            company: { id: row.companyId, name: names.get(row.companyId) ?? '' },
            orders: row.orders,
            gross: row.gross,
            commission: row.commission,
            commissionVat,
            payout: row.gross - row.commission - commissionVat,
          };
        })
        .sort((a, b) => a.company.name.localeCompare(b.company.name));
      return { month, vatPercent: vatBasisPoints / 100, items };
    },
  };
  return life;
}

/** A statement list as CSV (semicolon-separated, amounts in euros with a dot), for spreadsheets. */
export function statementsCsv(list: StatementList): string {
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const header = ['month', 'seller', 'orders', 'gross_eur', 'commission_eur', 'commission_vat_eur', 'payout_eur'];
  const rows = list.items.map((item) =>
    [
      item.month,
      quote(item.company.name),
      item.orders,
      euros(item.gross),
      euros(item.commission),
      euros(item.commissionVat),
      euros(item.payout),
    ].join(';'),
  );
  return `${[header.join(';'), ...rows].join('\r\n')}\r\n`;
}

export type OrderLife = ReturnType<typeof createOrderLife>;
