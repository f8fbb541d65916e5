/**
 * npm run bench:checkout — measures buying on the PostgreSQL database of DATABASE_URL: adding to
 * the cart at 500 req/s (target p95 ≤ 20 ms) and placing a three-seller order at 100 orders/s
 * (target p95 ≤ 100 ms), beside the server's own /api/health rate. The first run adds 100 approved
 * sellers (tax ids BENCHCO-…) with 10 000 products and price lists, and buyers
 * bench-buyer-N@example.com; later runs reuse them. Sessions, carts and stock are made afresh by
 * SQL before each run. Set BENCH_SECONDS and BENCH_CONNECTIONS to change the load.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import { PRIVACY_POLICY_VERSION } from '@glowmarket/shared/users';
import { openDatabase, rowsOf, type Database } from '../src/db/client';
import { randomToken, sha256 } from '../src/lib/crypto';
import { hashPassword } from '../src/lib/passwords';
import { refreshListings } from '../src/modules/catalog/listings.repository';
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

const SELLERS = 100;
const PRODUCTS_PER_SELLER = 100;
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
/** Sessions made by this bench carry this user agent, so the next run can end them. */
const SESSION_AGENT = 'bench:checkout';
/**
 * The price list each bench seller offers (methods seeded by migration 0010); the buyer picks one.
 * Cash on delivery only: such an order waits for no payment, so none expires (cancelled, stock
 * returned, mails sent) while a later run is being measured.
 */
const PRICE_LIST = [
  { key: 'bench-dpd-cod', methodId: '0d000000-0000-4000-8000-000000000004', kind: 'courier' },
  { key: 'bench-dhl-cod', methodId: '0d000000-0000-4000-8000-000000000006', kind: 'courier' },
  { key: 'bench-orlen-cod', methodId: '0d000000-0000-4000-8000-000000000008', kind: 'pickup_point' },
] as const;

const config = requirePostgres(
  'bench:checkout',
  'it adds 100 sellers, 10 000 products and bench buyers to that database',
);

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
/** One JSON parameter that SQL reads as rows: a batch of any size in one statement. */
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

interface Product {
  id: string;
  companyId: string;
  price: number;
}

interface Seller {
  id: string;
  products: Product[];
  options: { id: string; kind: string }[];
}

interface Buyer {
  id: string;
  token: string;
}

async function ensureSellers(db: Database): Promise<Seller[]> {
  await db.execute(sql`
    insert into companies (name, short_name, street, city, postal_code, country, nip_tax, iban, contact_person, contact_email, default_language, status, approved_at)
    select 'Checkout Seller ' || g || ' sp. z o.o.', 'Checkout Seller ' || g, 'ul. Kasowa ' || g, 'Kraków', '31-147', 'PL',
           'BENCHCO-' || g, 'PL61109010140000071219812874', 'Bench Contact', 'benchco' || g || '@example.com', 'en-US', 'approved', now()
    from generate_series(1, ${SELLERS}) g
    on conflict (nip_tax) do nothing`);
  const companies = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from companies where nip_tax like 'BENCHCO-%' order by substring(nip_tax from 9)::int limit ${SELLERS}`,
    ),
  ).map((row) => row.id);

  const [category] = rowsOf<{ id: string }>(
    await db.execute(
      sql`select category_id as id from category_names where language = 'en-US' and name = 'Checkout bench' limit 1`,
    ),
  );
  let categoryId = category?.id;
  if (!categoryId) {
    categoryId = rowsOf<{ id: string }>(
      await db.execute(sql`insert into categories (position) values (0) returning id`),
    )[0]!.id;
    await db.execute(
      sql`insert into category_names (category_id, language, name) values (${categoryId}, 'en-US', 'Checkout bench')`,
    );
  }

  const expected = SELLERS * PRODUCTS_PER_SELLER;
  const existing = Number(
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from products where erp_code like 'BENCHCO-%'`),
    )[0]?.n,
  );
  if (existing !== expected) {
    console.log(`Generating ${expected} products from ${SELLERS} sellers…`);
    // An interrupted first run left some: start over (cart lines go with them, order lines keep their copies).
    await db.execute(sql`delete from products where erp_code like 'BENCHCO-%'`);
    const values = companies.flatMap((companyId, seller) =>
      Array.from({ length: PRODUCTS_PER_SELLER }, (_, index) => {
        const number = seller * PRODUCTS_PER_SELLER + index;
        const price = 500 + ((number * 7919) % 12_000);
        return sql`(${companyId}, ${categoryId}, 'new', ${`BENCHCO-${number}`}, ${price}, 1000000, 2, 50, 'ml', true, true,
          'en-US', ${`checkout serum ${number}`})`;
      }),
    );
    for (let start = 0; start < values.length; start += 5_000) {
      await db.execute(sql`
        insert into products (company_id, category_id, condition, erp_code, price, stock, delivery_days, net_content, net_unit,
          active, is_public, default_language, search_title)
        values ${sql.join(values.slice(start, start + 5_000), sql`, `)}`);
    }
    await db.execute(sql`
      insert into product_translations (product_id, language, title, description, action, how_to_use, composition, special_offer)
      select id, 'en-US', 'Checkout Serum ' || substring(erp_code from 9), '', '', '', '', '' from products where erp_code like 'BENCHCO-%'
      on conflict do nothing`);
    await db.execute(
      sql`insert into product_images (product_id, key_prefix, position) select id, 'products/bench', 0 from products where erp_code like 'BENCHCO-%'`,
    );
  }
  // Plenty for every run: a line never meets a sold-out product.
  await db.execute(sql`update products set stock = 1000000 where erp_code like 'BENCHCO-%' and stock < 1000000`);
  // The storefront's listings, as the products service keeps them: the rows above went in directly.
  const named = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`select id, short_name as name from companies where nip_tax like 'BENCHCO-%'`),
  );
  for (const company of named) await refreshListings(db, { companyId: company.id }, company.name);

  // Prices and free-delivery thresholds differ by seller, so some orders travel free and some do not.
  await db.execute(sql`
    insert into delivery_prices (company_id, method_id, key, price, free_from, delivery_days)
    select c.id, m.method_id::uuid, m.key, 399 + (c.n * 37 + m.position * 100) % 900,
           case when (c.n + m.position) % 3 = 0 then null else 5000 + (c.n * 53 % 10) * 1000 end, 1 + (c.n + m.position) % 4
    from (select id, row_number() over (order by id) as n from companies where nip_tax like 'BENCHCO-%') c
    cross join json_to_recordset(${JSON.stringify(PRICE_LIST.map((entry, position) => ({ key: entry.key, method_id: entry.methodId, position })))}::json)
      as m(key text, method_id text, position int)
    on conflict (company_id, key) do nothing`);
  await db.execute(
    sql`analyze companies, products, product_translations, product_images, catalog_listings, delivery_prices`,
  );

  const products = rowsOf<Product>(
    await db.execute(
      sql`select id, company_id as "companyId", price from products where erp_code like 'BENCHCO-%' order by erp_code`,
    ),
  );
  const options = rowsOf<{ id: string; companyId: string; methodId: string }>(
    await db.execute(sql`
      select p.id, p.company_id as "companyId", p.method_id as "methodId" from delivery_prices p
      join companies c on c.id = p.company_id
      where c.nip_tax like 'BENCHCO-%' and p.key in ${PRICE_LIST.map((entry) => entry.key)}`),
  );
  const kindOf = new Map<string, string>(PRICE_LIST.map((entry) => [entry.methodId, entry.kind]));
  return companies.map((id) => ({
    id,
    products: products.filter((product) => product.companyId === id),
    options: options
      .filter((option) => option.companyId === id)
      .map((option) => ({ id: option.id, kind: kindOf.get(option.methodId) ?? 'courier' })),
  }));
}

/** Buyers bench-buyer-1… (made once; they log in with Bench-Checkout-42), each with a fresh session. */
async function openBuyerSessions(db: Database, count: number): Promise<Buyer[]> {
  const present = Number(
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from users where email like 'bench-buyer-%@example.com'`),
    )[0]?.n,
  );
  if (present < count) {
    console.log(`Adding ${count - present} bench buyers…`);
    const passwordHash = await hashPassword('Bench-Checkout-42');
    await db.execute(sql`
      insert into users (username, email, first_name, last_name, phone, password_hash, language, policy_accepted_at, policy_version, verified_at)
      select 'bench-buyer-' || g || '@example.com', 'bench-buyer-' || g || '@example.com', 'Bench', 'Buyer ' || g, '+48 600 700 800',
             ${passwordHash}, 'en-US', now(), ${PRIVACY_POLICY_VERSION}, now()
      from generate_series(1, ${count}) g
      on conflict do nothing`);
    await db.execute(sql`analyze users`);
  }
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from users where email like 'bench-buyer-%@example.com'
      order by substring(email from 'bench-buyer-([0-9]+)@')::int limit ${count}`),
  ).map((row) => row.id);
  // Sessions as login makes them: only the SHA-256 of the bearer token is stored.
  const buyers = ids.map((id) => ({ id, token: randomToken() }));
  await db.execute(sql`delete from user_sessions where user_agent = ${SESSION_AGENT}`);
  await db.execute(sql`
    insert into user_sessions (user_id, token_hash, expires_at, user_agent)
    select user_id, token_hash, now() + interval '1 day', ${SESSION_AGENT}
    from json_to_recordset(${json(buyers.map((buyer) => ({ user_id: buyer.id, token_hash: sha256(buyer.token) })))})
      as s(user_id uuid, token_hash text)`);
  await db.execute(sql`analyze user_sessions`);
  return buyers;
}

/** The buyers' carts, emptied (made where missing); answers their ids in the buyers' order. */
async function emptyBuyerCarts(db: Database, buyers: Buyer[]): Promise<string[]> {
  const ids = json(buyers.map((buyer) => ({ id: buyer.id })));
  await db.execute(
    sql`insert into carts (user_id) select id from json_to_recordset(${ids}) as b(id uuid) on conflict do nothing`,
  );
  const carts = rowsOf<{ id: string; userId: string }>(
    await db.execute(
      sql`select c.id, c.user_id as "userId" from carts c join json_to_recordset(${ids}) as b(id uuid) on b.id = c.user_id`,
    ),
  );
  await db.execute(
    sql`delete from cart_lines where cart_id in (select id from json_to_recordset(${json(carts.map(({ id }) => ({ id })))}) as c(id uuid))`,
  );
  const cartOf = new Map(carts.map((cart) => [cart.userId, cart.id]));
  return buyers.map((buyer) => cartOf.get(buyer.id)!);
}

async function insertCartLines(db: Database, lines: { cartId: string; product: Product; quantity: number }[]) {
  const values = lines.map((line) => ({
    cart_id: line.cartId,
    product_id: line.product.id,
    quantity: line.quantity,
    unit_price_at_add: line.product.price,
  }));
  for (let start = 0; start < values.length; start += 10_000) {
    await db.execute(sql`
      insert into cart_lines (cart_id, product_id, quantity, unit_price_at_add)
      select * from json_to_recordset(${json(values.slice(start, start + 10_000))})
        as l(cart_id uuid, product_id uuid, quantity int, unit_price_at_add int)
      on conflict do nothing`);
  }
}

/** Carts as autovacuum keeps them: the lines this bench deleted must not be read as dead rows. */
async function vacuumCarts(db: Database) {
  await db.execute(sql`vacuum (analyze) carts, cart_lines`);
}

/**
 * What earlier runs left must not run during this one: the mails their orders queued (six per
 * purchase, more than the mail worker delivers meanwhile) are dropped, and the rows they and this
 * run's set-up rewrote are vacuumed, as autovacuum would (it may be off on a test server).
 */
async function settleEarlierRuns(db: Database) {
  const [queue] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('jobs.job') is not null as present`),
  );
  if (queue?.present) {
    await db.execute(sql`
      delete from jobs.job where name = 'mail' and state < 'active'
        and (data->>'to' like 'bench-buyer-%@example.com' or data->>'to' like 'benchco%@example.com')`);
    await db.execute(sql`vacuum (analyze) jobs.job`);
  }
  await db.execute(sql`vacuum (analyze) products, user_sessions, carts, cart_lines`);
}

/** Sessions used within the minute, as a shopper's are: the server then does not touch them. */
async function refreshSessions(db: Database) {
  await db.execute(sql`update user_sessions set last_used_at = now() where user_agent = ${SESSION_AGENT}`);
}

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
