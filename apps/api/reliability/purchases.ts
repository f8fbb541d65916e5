/**
 * Buying in the oversell and crash parts: the checkout body a bench buyer sends, and what the
 * database holds for a set of Idempotency-Keys, checked for completeness.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../src/db/client';
import type { Seller } from '../bench/checkout-data';

/** Placing for one seller by courier, cash on delivery: the order waits for no payment, so none expires mid-run. */
export function checkoutBody(seller: Seller, buyerNumber: number) {
  const option = seller.options.find((choice) => choice.kind === 'courier') ?? seller.options[0]!;
  return {
    deliveries: [{ companyId: seller.id, optionId: option.id, kind: option.kind }],
    contact: {
      firstName: 'Bench',
      lastName: `Buyer ${buyerNumber}`,
      email: `bench-buyer-${buyerNumber}@example.com`,
      phone: '+48 600 700 800',
    },
    shippingAddress: { street: 'Długa 1', city: 'Kraków', postalCode: '31-147', country: 'PL' },
    invoice: null,
  };
}

/** What a placing was asked to buy. */
export interface Wanted {
  key: string;
  buyerId: string;
  lines: { productId: string; quantity: number }[];
}

interface Row {
  key: string;
  groupId: string;
  orderId: string | null;
  itemsTotal: number | null;
  deliveryPrice: number | null;
  total: number | null;
  hasDelivery: boolean | null;
  lineId: string | null;
  productId: string | null;
  quantity: number | null;
  unitPrice: number | null;
  lineTotal: number | null;
}

/** The purchases placed with `wanted`'s keys (one row per line), by key. */
export async function findPurchases(db: Database, wanted: Wanted[]): Promise<Map<string, Row[]>> {
  const keys = wanted.map((entry) => ({ buyer_id: entry.buyerId, key: entry.key }));
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select g.idempotency_key as key, g.id as "groupId", o.id as "orderId", o.items_total as "itemsTotal",
             o.delivery_price as "deliveryPrice", o.total, o.delivery is not null as "hasDelivery",
             l.id as "lineId", l.product_id as "productId", l.quantity, l.unit_price as "unitPrice", l.line_total as "lineTotal"
      from json_to_recordset(${JSON.stringify(keys)}::json) as k(buyer_id uuid, key text)
      join order_groups g on g.buyer_id = k.buyer_id and g.idempotency_key = k.key
      left join orders o on o.group_id = g.id
      left join order_lines l on l.order_id = o.id`),
  );
  const byKey = new Map<string, Row[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return byKey;
}

/**
 * What is wrong with the purchase a placing answered 2xx for: missing, without an order or lines,
 * lines other than those wanted, amounts that do not add up. Empty when it is complete.
 */
export function problemsOf(wanted: Wanted, rows: Row[] | undefined): string[] {
  if (!rows || rows.length === 0) return [`purchase ${wanted.key} answered 2xx but does not exist`];
  const problems: string[] = [];
  const groups = new Set(rows.map((row) => row.groupId));
  if (groups.size > 1) problems.push(`key ${wanted.key} has ${groups.size} purchases`);
  const orders = new Map<string, Row[]>();
  for (const row of rows) if (row.orderId) orders.set(row.orderId, [...(orders.get(row.orderId) ?? []), row]);
  if (orders.size === 0) return [...problems, `purchase ${wanted.key} has no orders`];
  for (const [orderId, lines] of orders) {
    const order = lines[0]!;
    if (!order.hasDelivery) problems.push(`order ${orderId} has no delivery`);
    if (lines.some((line) => !line.lineId)) {
      problems.push(`order ${orderId} has no lines`);
      continue;
    }
    for (const line of lines) {
      if (line.lineTotal !== line.unitPrice! * line.quantity!)
        problems.push(`line ${line.lineId} of order ${orderId}: total ≠ price × quantity`);
    }
    const itemsTotal = lines.reduce((sum, line) => sum + line.lineTotal!, 0);
    if (order.itemsTotal !== itemsTotal)
      problems.push(`order ${orderId}: items total ${order.itemsTotal} ≠ its lines' ${itemsTotal}`);
    if (order.total !== order.itemsTotal! + order.deliveryPrice!)
      problems.push(`order ${orderId}: total ≠ items + delivery`);
  }
  const bought = new Map<string, number>();
  for (const row of rows) bought.set(row.productId ?? '', (bought.get(row.productId ?? '') ?? 0) + (row.quantity ?? 0));
  const asked = new Map(wanted.lines.map((line) => [line.productId, line.quantity]));
  if (bought.size !== asked.size || [...asked].some(([productId, quantity]) => bought.get(productId) !== quantity)) {
    problems.push(`purchase ${wanted.key} holds other lines than its cart had`);
  }
  return problems;
}

/** Units of each product the given purchases' orders hold. */
export function unitsByProduct(purchases: Map<string, Row[]>): Map<string, number> {
  const units = new Map<string, number>();
  for (const rows of purchases.values()) {
    for (const row of rows)
      if (row.productId) units.set(row.productId, (units.get(row.productId) ?? 0) + row.quantity!);
  }
  return units;
}
