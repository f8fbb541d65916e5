/**
 * An instance dies mid-checkout (SIGKILL: no shutdown, in-flight requests cut): every placing it
 * answered 2xx must exist whole, nothing may be half-written, and a buyer who got no answer and
 * retries with the same Idempotency-Key on the other instance gets one purchase, never two.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client';
import {
  emptyBuyerCarts,
  ensureSellers,
  insertCartLines,
  openBuyerSessions,
  refreshSessions,
  type Product,
  type Seller,
} from '../../bench/checkout-data';
import type { Cluster } from '../cluster';
import type { Part, PartResult } from '../part';
import { checkoutBody, findPurchases, problemsOf, unitsByProduct, type Wanted } from '../purchases';
import { codeOf, secondsSince, Traffic, type Answer } from '../traffic';

const ORDERS = 200;
const AT_ONCE = 16;
/** Instance a is killed once this many placings have answered: the rest are in flight or unsent. */
const KILL_AFTER = 60;
/** The products bought in this part, each with this stock at the start. */
const PRODUCTS = 20;
const STOCK = 100_000;

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

interface Placing {
  wanted: Wanted;
  products: Product[];
  token: string;
  body: ReturnType<typeof checkoutBody>;
  answers: Answer[];
}

const succeeded = (answer: Answer | undefined) => answer !== undefined && answer.status >= 200 && answer.status < 300;

/** 200 buyers, each with a cart of one or two of a seller's products (the same 20 products for all). */
async function preparePlacings(cluster: Cluster, sellers: Seller[], run: string): Promise<Placing[]> {
  const { db } = cluster;
  const chosen = sellers.slice(0, PRODUCTS / 2);
  const products = chosen.flatMap((seller) => seller.products.slice(0, 2));
  await db.execute(
    sql`update products set stock = ${STOCK} where id in (select (value #>> '{}')::uuid from json_array_elements(${JSON.stringify(products.map((product) => product.id))}::json))`,
  );
  const buyers = await openBuyerSessions(db, ORDERS);
  await refreshSessions(db);
  const carts = await emptyBuyerCarts(db, buyers);
  const placings = buyers.map((buyer, index) => {
    const seller = chosen[index % chosen.length]!;
    const bought: Product[] = Math.random() < 0.5 ? [seller.products[0]!] : seller.products.slice(0, 2);
    return {
      wanted: {
        key: `crash-${run}-${index}`,
        buyerId: buyer.id,
        lines: bought.map((product) => ({ productId: product.id, quantity: between(1, 3) })),
      },
      token: buyer.token,
      body: checkoutBody(seller, index + 1),
      answers: [] as Answer[],
      products: bought,
    };
  });
  await insertCartLines(
    db,
    placings.flatMap((placing, index) =>
      placing.products.map((product, line) => ({
        cartId: carts[index]!,
        product,
        quantity: placing.wanted.lines[line]!.quantity,
      })),
    ),
  );
  return placings;
}

/** Sends the placings to a, AT_ONCE at a time, and kills a once KILL_AFTER have answered. */
async function placeUntilKilled(cluster: Cluster, traffic: Traffic, placings: Placing[]) {
  let next = 0;
  let answered = 0;
  let killing: Promise<void> | undefined;
  const place = (placing: Placing) =>
    traffic.call(cluster.a, '/api/orders', {
      token: placing.token,
      headers: { 'idempotency-key': placing.wanted.key },
      body: placing.body,
    });
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < placings.length) {
        const placing = placings[next++]!;
        placing.answers.push(await place(placing));
        answered += 1;
        if (answered === KILL_AFTER) killing = cluster.a.kill();
      }
    }),
  );
  await killing;
}

/** Rows that no complete purchase explains: purchases without orders, orders without lines, lines without an order. */
async function findHalfWritten(cluster: Cluster): Promise<string[]> {
  const counts = rowsOf<{ what: string; n: number }>(
    await cluster.db.execute(sql`
      select 'purchases without orders' as what, count(*)::int as n from order_groups g
        where not exists (select 1 from orders o where o.group_id = g.id)
      union all
      select 'orders without lines', count(*)::int from orders o
        where not exists (select 1 from order_lines l where l.order_id = o.id)
      union all
      select 'lines without an order', count(*)::int from order_lines l
        where not exists (select 1 from orders o where o.id = l.order_id)`),
  );
  return counts.filter((count) => count.n > 0).map((count) => `${count.n} ${count.what}`);
}

/** Stock taken from this part's products that no order of this part holds (or orders holding stock never taken). */
async function findUnexplainedStock(
  cluster: Cluster,
  placings: Placing[],
  held: Map<string, number>,
): Promise<string[]> {
  const ids = [...new Set(placings.flatMap((placing) => placing.wanted.lines.map((line) => line.productId)))];
  const stocks = rowsOf<{ id: string; stock: number }>(
    await cluster.db.execute(
      sql`select id, stock from products where id in (select (value #>> '{}')::uuid from json_array_elements(${JSON.stringify(ids)}::json))`,
    ),
  );
  return stocks
    .filter((product) => STOCK - product.stock !== (held.get(product.id) ?? 0))
    .map(
      (product) =>
        `product ${product.id}: ${STOCK - product.stock} pieces taken from stock, ${held.get(product.id) ?? 0} in orders`,
    );
}

const crash: Part = {
  name: 'crash',
  timeLimitSeconds: 100,
  async run(cluster): Promise<PartResult> {
    const started = performance.now();
    const traffic = new Traffic();
    const violations: string[] = [];
    const run = Date.now().toString(36);
    const placings = await preparePlacings(cluster, await ensureSellers(cluster.db), run);

    await placeUntilKilled(cluster, traffic, placings);
    const unanswered = placings.filter((placing) => placing.answers[0]!.status === 0);
    // The buyer's retry, on the instance still up, and once more as an impatient buyer would.
    for (let attempt = 0; attempt < 2; attempt++) {
      await Promise.all(
        unanswered.map(async (placing) => {
          placing.answers.push(
            await traffic.call(cluster.b, '/api/orders', {
              token: placing.token,
              headers: { 'idempotency-key': placing.wanted.key },
              body: placing.body,
            }),
          );
        }),
      );
    }

    const purchases = await findPurchases(
      cluster.db,
      placings.map((placing) => placing.wanted),
    );
    let lost = 0;
    for (const placing of placings) {
      const rows = purchases.get(placing.wanted.key);
      const anyAnswer2xx = placing.answers.some(succeeded);
      if (anyAnswer2xx) {
        const problems = problemsOf(placing.wanted, rows);
        if (problems.length > 0) lost += 1;
        violations.push(...problems);
      }
      for (const answer of placing.answers) {
        if (answer.status >= 500 || (answer.status >= 400 && answer.status !== 409 && answer.status !== 422)) {
          violations.push(`placing ${placing.wanted.key} answered ${answer.status} (${codeOf(answer) ?? 'no code'})`);
        }
      }
      const retries = placing.answers.slice(1);
      if (retries.length > 0 && !retries.every(succeeded)) {
        violations.push(
          `placing ${placing.wanted.key}, unanswered by a, was retried on b: ${retries.map((answer) => answer.status).join(', ')}`,
        );
      }
    }
    // Every buyer placed once: a second purchase of one buyer in this run is a duplicate too.
    const [perBuyer] = rowsOf<{ n: number }>(
      await cluster.db.execute(sql`
        select count(*)::int as n from (
          select buyer_id from order_groups where idempotency_key like ${`crash-${run}-%`} group by buyer_id having count(*) > 1) twice`),
    );
    const duplicated = perBuyer?.n ?? 0;
    if (duplicated > 0) violations.push(`${duplicated} buyers have more than one purchase`);
    violations.push(...(await findHalfWritten(cluster)));
    violations.push(...(await findUnexplainedStock(cluster, placings, unitsByProduct(purchases))));

    await cluster.a.start();
    return {
      name: this.name,
      rounds: 1,
      requests: traffic.requests,
      violations,
      lostOrders: lost,
      duplicatedOrders: duplicated,
      seconds: secondsSince(started),
      figures: {
        'placed on a': placings.filter((placing) => succeeded(placing.answers[0])).length,
        unanswered: unanswered.length,
        'placed on retry': unanswered.filter((placing) => placing.answers.slice(1).some(succeeded)).length,
      },
    };
  },
};

export default crash;
