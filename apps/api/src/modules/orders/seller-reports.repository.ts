import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { containing } from './orders.repository';
import { orders, type ContactSnapshot } from './orders.tables';

// What a seller's customers page and the monthly statements read: sums over many orders.

/** The buyers who ordered from a company, the latest first, with what they bought. */
export async function listCustomers(
  db: Database,
  companyId: string,
  query: { q?: string | undefined; limit: number; offset: number },
) {
  const q = query.q ? containing(query.q) : undefined;
  const search = q
    ? sql`and ((g.contact->>'firstName') || ' ' || (g.contact->>'lastName') ilike ${q} or g.contact->>'email' ilike ${q} or g.contact->>'phone' ilike ${q})`
    : sql``;
  const rows = rowsOf<{
    buyer_id: string;
    orders: number;
    spent: string;
    last_order_at: Date | string;
    contact: ContactSnapshot;
    total: number;
  }>(
    await db.execute(sql`
      select o.buyer_id,
             count(*)::int as orders,
             coalesce(sum(o.total) filter (where o.status <> 'cancelled'), 0) as spent,
             max(o.created_at) as last_order_at,
             (array_agg(g.contact order by o.created_at desc))[1] as contact,
             (count(*) over ())::int as total
      from orders o join order_groups g on g.id = o.group_id
      where o.company_id = ${companyId} ${search}
      group by o.buyer_id
      order by max(o.created_at) desc
      limit ${query.limit} offset ${query.offset}`),
  );
  return {
    rows: rows.map((row) => ({
      buyerId: row.buyer_id,
      orders: row.orders,
      spent: Number(row.spent),
      lastOrderAt: new Date(row.last_order_at),
      contact: typeof row.contact === 'string' ? (JSON.parse(row.contact) as ContactSnapshot) : row.contact,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** Each seller's orders placed in [from, before), cancelled ones left out: counts and sums in euro cents. */
export async function monthTotals(db: Database, from: Date, before: Date, companyId?: string) {
  const rows = await db
    .select({
      companyId: orders.companyId,
      orders: count(),
      gross: sql<string>`sum(${orders.total})`,
      commission: sql<string>`sum(${orders.commission})`,
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, from),
        lt(orders.createdAt, before),
        ne(orders.status, 'cancelled'),
        companyId ? eq(orders.companyId, companyId) : undefined,
      ),
    )
    .groupBy(orders.companyId);
  return rows.map((row) => ({ ...row, gross: Number(row.gross), commission: Number(row.commission) }));
}
