/**
 * npm run bench:checkout — measures buying on the PostgreSQL database of DATABASE_URL: adding to
 * the cart at 500 req/s (target p95 ≤ 20 ms) and placing a three-seller order at 100 orders/s
 * (target p95 ≤ 100 ms), beside the server's own /api/health rate. The first run adds 100 approved
 * sellers (tax ids BENCHCO-…) with 10 000 products and price lists, and buyers
 * bench-buyer-N@example.com; later runs reuse them. Sessions, carts and stock are made afresh by
 * SQL before each run (checkout-data.ts). Set BENCH_SECONDS and BENCH_CONNECTIONS to change the load.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../src/db/client';
import { randomToken, sha256 } from '../src/lib/crypto';
import {
  columnsOf,
  describeTarget,
  measure,
  measureHealth,
  requirePostgres,
  startServer,
  verdictOf,
  type Figures,
  type Target,
} from './bench-kit';
import {
  emptyBuyerCarts,
  ensureSellers,
  insertCartLines,
  json,
  openBuyerSessions,
  refreshSessions,
  SELLERS,
  settleEarlierRuns,
  vacuumCarts,
  type Buyer,
  type Product,
  type Seller,
} from './checkout-data';

/** Buyers who add to their carts; visitors add to theirs by X-Cart-Token. */
const CART_BUYERS = 1_000;
const VISITORS = 1_000;
const WARM_UP_SECONDS = 3;
const CART: Target = { rate: 500, percentile: 'p95', ms: 20 };
const ORDER: Target = { rate: 100, percentile: 'p95', ms: 100 };
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
/**
 * A cart is placed once, so each placement has a buyer of its own: the warm-up's and the run's
 * (autocannon sends up to its rate in each started second), and the requests connections hold ready.
 */
const ORDER_BUYERS = ORDER.rate * (WARM_UP_SECONDS + 1 + seconds + 1) + 2 * connections;

const config = requirePostgres(
  'bench:checkout',
  'it adds 100 sellers, 10 000 products and bench buyers to that database',
);

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/**
 * Add to cart: buyers (bearer) and returning visitors (X-Cart-Token), each cart holding two
 * lines already, and first-time visitors whose first line makes their cart.
 */
async function prepareAddToCart(db: Database, buyers: Buyer[], products: Product[]): Promise<Request[]> {
  // Visitors' carts of earlier runs (returning and first-time) hold bench products: gone.
  await db.execute(sql`
    delete from carts where token_hash is not null and id in (
      select l.cart_id from cart_lines l join products p on p.id = l.product_id where p.erp_code like 'BENCHCO-%')`);
  const buyerCarts = await emptyBuyerCarts(db, buyers);
  const visitorTokens = Array.from({ length: VISITORS }, () => randomToken());
  const visitorCarts = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into carts (token_hash) select token_hash from json_to_recordset(${json(visitorTokens.map((token) => ({ token_hash: sha256(token) })))})
        as v(token_hash text) returning id`),
  ).map((row) => row.id);
  await insertCartLines(
    db,
    [...buyerCarts, ...visitorCarts].flatMap((cartId) =>
      [pick(products), pick(products)].map((product) => ({ cartId, product, quantity: between(1, 3) })),
    ),
  );
  await vacuumCarts(db);
  await refreshSessions(db);

  const request: Request = {
    method: 'POST',
    path: '/api/cart/lines',
    setupRequest: (request) => {
      const who = Math.random();
      const caller =
        who < 0.6
          ? { authorization: `Bearer ${pick(buyers).token}` }
          : who < 0.9
            ? { 'x-cart-token': pick(visitorTokens) }
            : {};
      return {
        ...request,
        headers: { 'content-type': 'application/json', 'x-currency': Math.random() < 0.7 ? 'EUR' : 'PLN', ...caller },
        body: JSON.stringify({ productId: pick(products).id, quantity: between(1, 3) }),
      };
    },
  };
  return [request];
}

/**
 * Placing: every buyer's cart holds one to two products (one to three pieces each) from each of
 * three sellers; the request chooses one of each seller's deliveries. A buyer places once.
 */
async function preparePlacing(db: Database, buyers: Buyer[], sellers: Seller[], run: string): Promise<Request[]> {
  const carts = await emptyBuyerCarts(db, buyers);
  const bodies: string[] = [];
  const lines: { cartId: string; product: Product; quantity: number }[] = [];
  buyers.forEach((_buyer, index) => {
    const chosen = new Set<Seller>();
    while (chosen.size < 3) chosen.add(pick(sellers));
    const deliveries = [...chosen].map((seller) => {
      for (const product of new Set([pick(seller.products), pick(seller.products)])) {
        lines.push({ cartId: carts[index]!, product, quantity: between(1, 3) });
      }
      const option = pick(seller.options);
      return {
        companyId: seller.id,
        optionId: option.id,
        kind: option.kind,
        ...(option.kind === 'pickup_point' ? { pointName: `KRA${String(between(1, 300)).padStart(3, '0')}` } : {}),
      };
    });
    bodies.push(
      JSON.stringify({
        deliveries,
        contact: {
          firstName: 'Bench',
          lastName: `Buyer ${index + 1}`,
          email: `bench-buyer-${index + 1}@example.com`,
          phone: '+48 600 700 800',
        },
        shippingAddress: {
          street: `Długa ${between(1, 200)}`,
          city: pick(['Kraków', 'Warszawa', 'Gdańsk', 'Poznań']),
          postalCode: `${between(10, 99)}-${String(between(0, 999)).padStart(3, '0')}`,
          country: 'PL',
        },
        invoice: null,
      }),
    );
  });
  await insertCartLines(db, lines);
  await vacuumCarts(db);
  await refreshSessions(db);

  let sent = 0;
  const request: Request = {
    method: 'POST',
    path: '/api/orders',
    setupRequest: (request) => {
      // Past the last prepared buyer a cart comes round again, empty: 422 cart_empty, counted as a failure.
      const index = sent % buyers.length;
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${buyers[index]!.token}`,
          'idempotency-key': `bench-${run}-${sent++}`,
        },
        body: bodies[index],
      };
    },
  };
  return [request];
}

const measureAtRate = (url: string, rate: number, requests: Request[]) =>
  measure({ url, connections, seconds, requests, overallRate: rate, warmUpSeconds: WARM_UP_SECONDS });

const loadBefore = loadavg()[0]!;
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
await handle.migrate();
const { db } = handle;
const run = Date.now().toString(36);
const sellers = await ensureSellers(db);
const products = sellers.flatMap((seller) => seller.products);
const buyers = await openBuyerSessions(db, CART_BUYERS + ORDER_BUYERS);
const cartBuyers = buyers.slice(0, CART_BUYERS);
const orderBuyers = buyers.slice(CART_BUYERS);
await settleEarlierRuns(db);

/** Milliseconds of the server's CPU per request over a warm-up and run at the figures' rate. */
function cpuPerRequest(before: number | undefined, after: number | undefined, figures: Figures, seconds: number) {
  if (before === undefined || after === undefined || figures.rate === 0) return undefined;
  return ((after - before) * 1000) / (figures.rate * seconds);
}

const server = await startServer();
let cartCpu: number | undefined;
let orderCpu: number | undefined;
let health: Figures;
let cart: Figures;
let order: Figures;
try {
  await measureHealth(server.url, connections, WARM_UP_SECONDS);
  health = await measureHealth(server.url, connections, seconds);
  const adds = await prepareAddToCart(db, cartBuyers, products);
  const cpuBeforeCart = server.cpuSeconds();
  cart = await measureAtRate(server.url, CART.rate, adds);
  cartCpu = cpuPerRequest(cpuBeforeCart, server.cpuSeconds(), cart, seconds + WARM_UP_SECONDS);
  const placements = await preparePlacing(db, orderBuyers, sellers, run);
  const cpuBeforeOrder = server.cpuSeconds();
  order = await measureAtRate(server.url, ORDER.rate, placements);
  orderCpu = cpuPerRequest(cpuBeforeOrder, server.cpuSeconds(), order, seconds + WARM_UP_SECONDS);
} finally {
  await server.stop();
}
const [placed] = rowsOf<{ groups: number; orders: number }>(
  await db.execute(sql`
    select count(distinct g.id)::int as groups, count(o.id)::int as orders
    from order_groups g join orders o on o.group_id = g.id
    where g.idempotency_key like ${`bench-${run}-%`}`),
);
await handle.close();

console.log(
  `\n${SELLERS} sellers, ${products.length} products, ${connections} connections, ${seconds} s each after ${WARM_UP_SECONDS} s of warm-up\n`,
);
const rowOf = (name: string, figures: Figures, target?: Target) => ({
  scenario: name,
  target: target ? describeTarget(target) : 'as fast as it answers',
  ...columnsOf(figures),
  'of health': (figures.rate / health.rate).toPrecision(2),
  verdict: target ? verdictOf(figures, target).verdict : '',
});
console.table([
  rowOf('GET /api/health', health),
  rowOf('add to cart', cart, CART),
  rowOf('place 3-seller order', order, ORDER),
]);
for (const [name, figures, target] of [
  ['add to cart', cart, CART],
  ['place 3-seller order', order, ORDER],
] as const) {
  const { why } = verdictOf(figures, target);
  if (why.length > 0) console.log(`${name}: MISS — ${why.join('; ')}`);
}
console.log(`Placed ${placed?.groups ?? 0} purchases as ${placed?.orders ?? 0} seller orders.`);
if (cartCpu !== undefined && orderCpu !== undefined) {
  // What a request costs the server itself, whatever else the machine is doing.
  console.log(
    `Server CPU per request: add to cart ${cartCpu.toFixed(2)} ms, place an order ${orderCpu.toFixed(2)} ms.`,
  );
}
// Other work on the machine slows the server, PostgreSQL and autocannon alike: say how busy it was.
console.log(
  `Load average before the run: ${loadBefore.toFixed(2)} on ${availableParallelism()} cores; /api/health's rate shows the same.`,
);
