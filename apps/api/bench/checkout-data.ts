/**
 * The rows the checkout bench (checkout.bench.ts) buys with, written by SQL: 100 approved sellers
 * (tax ids BENCHCO-…) with 10 000 products and price lists, made on the first run and reused, and
 * buyers bench-buyer-N@example.com with fresh sessions and emptied carts before each run.
 */
import { sql } from 'drizzle-orm';
import { PRIVACY_POLICY_VERSION } from '@glowmarket/shared/users';
import { rowsOf, type Database } from '../src/db/client';
import { randomToken, sha256 } from '../src/lib/crypto';
import { hashPassword } from '../src/lib/passwords';
import { refreshListings } from '../src/modules/catalog/listing-writes.repository';
import { benchSellers } from './catalog-data';

export const SELLERS = 100;
const PRODUCTS_PER_SELLER = 100;
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

/** One JSON parameter that SQL reads as rows: a batch of any size in one statement. */
export const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

export interface Product {
  id: string;
  companyId: string;
  price: number;
}

export interface Seller {
  id: string;
  products: Product[];
  options: { id: string; kind: string }[];
}

export interface Buyer {
  id: string;
  token: string;
}

export async function ensureSellers(db: Database): Promise<Seller[]> {
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
  for (const seller of await benchSellers(db, 'BENCHCO-')) await refreshListings(db, { companyId: seller.id }, seller);

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
export async function openBuyerSessions(db: Database, count: number): Promise<Buyer[]> {
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
export async function emptyBuyerCarts(db: Database, buyers: Buyer[]): Promise<string[]> {
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

export async function insertCartLines(db: Database, lines: { cartId: string; product: Product; quantity: number }[]) {
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
export async function vacuumCarts(db: Database) {
  await db.execute(sql`vacuum (analyze) carts, cart_lines`);
}

/**
 * What earlier runs left must not run during this one: the mails their orders queued (six per
 * purchase, more than the mail worker delivers meanwhile) are dropped, and the rows they and this
 * run's set-up rewrote are vacuumed, as autovacuum would (it may be off on a test server).
 */
export async function settleEarlierRuns(db: Database) {
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
export async function refreshSessions(db: Database) {
  await db.execute(sql`update user_sessions set last_used_at = now() where user_agent = ${SESSION_AGENT}`);
}
