import type { QuotedMoney } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import { nextStatuses, type BuyerOrder, type SellerOrder } from '@glowmarket/shared/orders';
import { SHIPX_CARRIER_ID } from '@glowmarket/shared/logistics';
import { convertFromBase, money, shownPart } from '../../lib/money';
import type { RequestContext } from '../../lib/context';
import { listLines, type OrderWithGroup } from './orders.repository';
import type { OrderLineRow, OrderRow } from './orders.tables';

type Quote = (amount: number) => QuotedMoney;

/**
 * Products' titles in the viewer's language, where the product is written in it: an order line
 * shows the product under its current name and keeps the one it was bought under for the rest.
 */
export type OrderLineTitles = (ctx: RequestContext, productIds: string[]) => Promise<Map<string, string>>;

/** Euro cents as the buyer saw them: in the purchase's currency at the rate of placing. */
export function quoteOfGroup(group: { currency: string; scaledRate: number }): Quote {
  const currency = group.currency as CurrencyCode;
  return (amount) => {
    const base = money(amount, 'EUR');
    return { ...(currency === 'EUR' ? base : convertFromBase(base, currency, group.scaledRate)), base };
  };
}

/** Euro cents as the seller and the operator keep their books: in euros. */
export const inEuros: Quote = (amount) => ({ ...money(amount, 'EUR'), base: money(amount, 'EUR') });

/** Whether ShipX can take the order: InPost's locker or courier, not shipped, no shipment yet. */
export function canCreateShipment(order: OrderRow): boolean {
  return (
    order.delivery.carrierId === SHIPX_CARRIER_ID &&
    (order.delivery.kind === 'parcel_locker' || order.delivery.kind === 'courier') &&
    !order.shipment &&
    nextStatuses(order).includes('cancelled')
  );
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentBuyerOrder({ order, group }: OrderWithGroup, lines: OrderLineRow[], companyName: string) {
  return buyerView({ order, group }, lines, companyName, quoteOfGroup(group));
}

/**
 * An order's amounts as they are shown: each line its shown unit price times its quantity, the
 * items their sum, then the delivery, then the total (lib/money's shownPart, as the cart quoted
 * them). In euros this is the stored amounts exactly.
 */
export function shownAmounts(order: OrderRow, lines: OrderLineRow[], quote: Quote) {
  return shownPart(quote, {
    lines: lines.map((line) => ({ unitBase: line.unitPrice, quantity: line.quantity })),
    deliveryBase: order.deliveryPrice,
  });
}

function buyerView(
  { order, group }: OrderWithGroup,
  lines: OrderLineRow[],
  companyName: string,
  quote: Quote,
): BuyerOrder {
  const { priceEntryId: _entry, ...delivery } = order.delivery;
  const shown = shownAmounts(order, lines, quote);
  return {
    id: order.id,
    groupId: group.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    company: { id: order.companyId, name: companyName },
    status: order.status,
    paymentStatus: order.paymentStatus,
    lines: lines.map((line, index) => ({
      productId: line.productId,
      title: line.title,
      quantity: line.quantity,
      unitPrice: quote(line.unitPrice),
      lineTotal: shown.lines[index] ?? quote(line.lineTotal),
    })),
    delivery: delivery as BuyerOrder['delivery'],
    trackingNumber: order.trackingNumber,
    payBy: order.status === 'placed' && order.paymentStatus === 'unpaid' ? iso(order.payBy) : null,
    itemsTotal: shown.items,
    deliveryPrice: shown.delivery,
    total: shown.total,
    contact: group.contact,
    shippingAddress: group.shippingAddress,
    invoice: group.invoice ?? null,
  };
}

export function presentSellerOrder(row: OrderWithGroup, lines: OrderLineRow[], companyName: string): SellerOrder {
  const { order } = row;
  return {
    ...buyerView(row, lines, companyName, inEuros),
    commissionPercent: order.commissionBasisPoints / 100,
    commission: inEuros(order.commission),
    payout: inEuros(order.total - order.commission),
    shipment: order.shipment ?? null,
    canCreateShipment: canCreateShipment(order),
    nextStatuses: nextStatuses(order),
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
  };
}

/**
 * Orders with their lines and their sellers' names, shown by `as` (the buyer's or the seller's
 * view): three queries for a whole page. A line shows its product's title in the viewer's
 * language while the product is written in it; otherwise the title it was bought under, which
 * the line keeps for statements and invoices.
 */
export async function presentOrders<View>(
  ctx: RequestContext,
  rows: OrderWithGroup[],
  deps: {
    sellers: { namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>> };
    products: { titlesWrittenIn: OrderLineTitles };
  },
  as: (row: OrderWithGroup, lines: OrderLineRow[], companyName: string) => View,
): Promise<View[]> {
  const [names, lines] = await Promise.all([
    deps.sellers.namesOf(
      ctx,
      rows.map((row) => row.order.companyId),
    ),
    listLines(
      ctx.db,
      rows.map((row) => row.order.id),
    ),
  ]);
  const titles = await deps.products.titlesWrittenIn(
    ctx,
    lines.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const shown = { ...line, title: (line.productId && titles.get(line.productId)) || line.title };
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), shown]);
  }
  return rows.map((row) => as(row, byOrder.get(row.order.id) ?? [], names.get(row.order.companyId) ?? ''));
}
