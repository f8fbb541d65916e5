/**
 * Who may call what, route by route: every operation of the OpenAPI document (read from instance
 * a, so a route is covered the day it lands) is called by a visitor, a buyer, a seller whose
 * company is still pending, seller A, seller B and the operator, with seller A's real resources in
 * the path (and a buyer's, the demo buyer's where it has one, on the buyers' own routes).
 *
 * Who a route is for comes from the document, as the routes declare it: the prefix says it for the
 * operator (`/api/admin`) and the sellers (`/api/seller`, or the `seller` tag); a route of the
 * others that documents a 401 answers only a logged-in user, but for the few entry points named in
 * PUBLIC_ENTRY_POINTS, which answer 401 for a wrong password or code. The expectations:
 * - a visitor gets 401 from every route that is not public;
 * - a buyer gets 401/403 from the sellers' and the operator's routes, and sellers get 403 from the
 *   operator's;
 * - a seller who is not A (B, or the pending one), and a buyer who is not the owner, get 404 for a
 *   path naming A's (or the demo buyer's) resource, reading or writing, and never see A's ids or
 *   bank account in any answer of the sellers' routes;
 * - seller A reads its own resources (else the path was filled with something that proves nothing);
 * - the operator is let through its routes (neither 401 nor 403);
 * - nobody gets a 5xx.
 *
 * Nothing legitimate changes what later parts rely on: the rightful owner only reads (its writes,
 * state-changing DELETEs among them, are left out of the matrix); the operator writes only with a
 * nonexistent id in the path or a body of the wrong shape, which its guard must let through to a
 * 400/404, and skips the writes that have neither (DELETE /api/admin/site/title-image, the parcel
 * points' sync); the others' writes must be refused, and a write that is not is the finding.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { rowsOf, type Database } from '../../src/db/client';
import { companyForm, createCompany } from '../../src/db/factories/companies';
import { createUser } from '../../src/db/factories/users';
import { randomToken, sha256 } from '../../src/lib/crypto';
import { collectExamples, type JsonSchema, type SchemaContext } from '../../test/arbitraries/json-schema';
import { validValue } from '../../test/arbitraries/valid';
import { namesOf, productInput } from '../../test/catalog';
import { readOpenApi } from '../openapi';
import type { Cluster, Instance } from '../cluster';
import type { Part, PartResult } from '../part';

const TIME_LIMIT_S = 120;
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 20_000;
const SESSION_AGENT = 'reliability:isolation';
const SEED = 20_261_127;
/** What a stranger's write to someone's row must be answered: 4xx, a 404 once its body passes validation. */
const REFUSED = 'refused';

/** Routes for everybody that still document a 401: it answers a wrong password, code or token. */
const PUBLIC_ENTRY_POINTS = new Set([
  'POST /api/users/register',
  'POST /api/users/resend-code',
  'POST /api/users/verify',
  'POST /api/users/login',
  'POST /api/users/recover-password',
  'POST /api/users/verify-reset-code',
  'POST /api/users/reset-password',
  'POST /api/users/reset-avatar',
  'GET /api/companies',
  'GET /api/companies/{id}',
  'GET /api/products',
  'GET /api/products/facets',
  'GET /api/products/{id}',
  'GET /api/ingredients',
  'GET /api/ingredients/{slug}',
]);

type Audience = 'public' | 'user' | 'seller' | 'admin';
type Role = 'visitor' | 'buyer' | 'pending seller' | 'seller A' | 'seller B' | 'admin';

interface Operation {
  method: string;
  path: string;
  audience: Audience;
  pathNames: string[];
  body?: JsonSchema;
  /** Takes a body of another kind (a multipart upload). */
  upload: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema } | undefined> };
        responses?: Record<string, unknown>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * Seller A's rows, and the demo buyer's, by what a path calls them: `{collection}/{parameter}`
 * as the path has it (`products/{id}`, `images/{imageId}`); `seller:` or `user:` first where the
 * same words name different rows on the two sides (a thread).
 */
type Resources = Map<string, string>;

/**
 * The parameters that are not someone's row: each seller's own account at an operator, and a
 * reference ingredient (every demo product's list holds glycerin).
 */
const LITERAL_PARAMETERS: Record<string, string> = { operator: 'autopay', slug: 'glycerin' };

function audienceOf(method: string, path: string, operation: OpenApiDocument['paths'][string][string]): Audience {
  if (path.startsWith('/api/admin/')) return 'admin';
  if (path.startsWith('/api/seller/') || operation.tags?.includes('seller')) return 'seller';
  if (operation.tags?.includes('account')) return 'user';
  const documents401 = Object.keys(operation.responses ?? {}).includes('401');
  return documents401 && !PUBLIC_ENTRY_POINTS.has(`${method} ${path}`) ? 'user' : 'public';
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([lowerMethod, operation]) => {
      const method = lowerMethod.toUpperCase();
      const content = operation.requestBody?.content ?? {};
      return {
        method,
        path,
        audience: audienceOf(method, path, operation),
        pathNames: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        body: content['application/json']?.schema,
        upload: operation.requestBody !== undefined && content['application/json'] === undefined,
      };
    }),
  );
}

/** The key a path parameter's row is found under, e.g. `seller:threads/{id}`. */
function resourceKey(operation: Operation, name: string): string {
  const collection = new RegExp(`([^/]+)/\\{${name}\\}`).exec(operation.path)?.[1] ?? '';
  const side = operation.audience === 'seller' || operation.audience === 'admin' ? 'seller' : 'user';
  // Photos of a shop and of a company are told apart by the path.
  const owner = name === 'photoId' ? `${operation.path.includes('/shops/') ? 'shops' : 'companies'}:` : '';
  return `${side}:${owner}${collection}/{${name}}`;
}

async function one(db: Database, query: ReturnType<typeof sql>): Promise<string | undefined> {
  return rowsOf<{ id: string }>(await db.execute(query))[0]?.id;
}

/**
 * Seller A (the demo's seller) with one row of each kind it owns, and one row of each kind a buyer
 * owns (the demo buyer's where it has one: the parts before may have made more).
 */
async function resourcesOf(db: Database, sellerEmail: string, buyerEmail: string) {
  const [seller] = rowsOf<{ id: string; companyId: string; iban: string }>(
    await db.execute(sql`
      select u.id, u.company_id as "companyId", c.iban from users u join companies c on c.id = u.company_id
      where u.email = ${sellerEmail}`),
  );
  const buyer = await one(db, sql`select id from users where email = ${buyerEmail}`);
  if (!seller || !buyer) throw new Error('the demo seller or buyer is missing');
  const company = seller.companyId;
  const [product] = rowsOf<{ id: string; imageId: string | null; categoryId: string }>(
    await db.execute(sql`
      select p.id, p.category_id as "categoryId", (select i.id from product_images i where i.product_id = p.id order by i.position limit 1) as "imageId"
      from products p where p.company_id = ${company}
      order by exists (select 1 from product_images i where i.product_id = p.id) desc, p.created_at limit 1`),
  );
  const [shop] = rowsOf<{ id: string; photoId: string | null }>(
    await db.execute(sql`
      select s.id, (select f.id from shop_photos f where f.shop_id = s.id limit 1) as "photoId"
      from shops s where s.company_id = ${company}
      order by exists (select 1 from shop_photos f where f.shop_id = s.id) desc limit 1`),
  );
  const found: [string, string | null | undefined][] = [
    ['seller:companies/{id}', company],
    ['seller:products/{id}', product?.id],
    ['seller:images/{imageId}', product?.imageId],
    [
      'seller:batches/{batchId}',
      await one(
        db,
        sql`select b.id from product_batches b join products p on p.id = b.product_id
          where p.company_id = ${company} order by b.product_id = ${product?.id ?? null}::uuid desc limit 1`,
      ),
    ],
    ['seller:shops/{id}', shop?.id],
    ['seller:shops:photos/{photoId}', shop?.photoId],
    [
      'seller:companies:photos/{photoId}',
      await one(db, sql`select id from company_photos where company_id = ${company} limit 1`),
    ],
    ['seller:categories/{id}', await one(db, sql`select id from categories where company_id = ${company} limit 1`)],
    ['seller:prices/{id}', await one(db, sql`select id from delivery_prices where company_id = ${company} limit 1`)],
    [
      'seller:orders/{id}',
      await one(db, sql`select id from orders where company_id = ${company} order by created_at limit 1`),
    ],
    ['seller:threads/{id}', await one(db, sql`select id from message_threads where company_id = ${company} limit 1`)],
    ['seller:reviews/{id}', await one(db, sql`select id from product_ratings where company_id = ${company} limit 1`)],
    [
      'user:shipping-addresses/{id}',
      await one(db, sql`select id from shipping_addresses order by user_id = ${buyer} desc limit 1`),
    ],
    [
      'user:invoice-details/{id}',
      await one(db, sql`select id from invoice_details order by user_id = ${buyer} desc limit 1`),
    ],
    ['user:groups/{id}', await one(db, sql`select id from order_groups order by buyer_id = ${buyer} desc limit 1`)],
    ['user:payments/{id}', await one(db, sql`select id from payments order by buyer_id = ${buyer} desc limit 1`)],
    ['user:threads/{id}', await one(db, sql`select id from message_threads order by buyer_id = ${buyer} desc limit 1`)],
  ];
  const resources: Resources = new Map(found.flatMap(([key, id]) => (id ? [[key, id] as [string, string]] : [])));
  // What must never reach another seller: A's ids and its bank account.
  const secrets = [seller.iban, ...[...resources].filter(([key]) => key.startsWith('seller:')).map(([, id]) => id)];
  return {
    resources,
    known: new Set(found.map(([key]) => key)),
    secrets,
    sellerId: seller.id,
    categoryId: product?.categoryId ?? '',
  };
}

/** A session as login makes one (only the token's SHA-256 is stored). */
async function sessionFor(db: Database, userId: string): Promise<string> {
  const token = randomToken();
  await db.execute(sql`
    insert into user_sessions (user_id, token_hash, expires_at, user_agent)
    values (${userId}, ${sha256(token)}, now() + interval '1 day', ${SESSION_AGENT})`);
  return token;
}

async function tokensOf(db: Database, demo: { sellerId: string }) {
  const run = randomUUID().slice(0, 8);
  const newUser = async (name: string) =>
    (await createUser(db, { email: `isolation-${name}-${run}@example.com` })).user.id;
  const buyer = await newUser('buyer');
  const pending = await newUser('pending');
  await createCompany(db, { status: 'pending', approvedAt: null }, pending);
  const sellerB = await newUser('seller-b');
  await createCompany(db, {}, sellerB);
  const [admin] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where is_admin order by created_at limit 1`),
  );
  if (!admin) throw new Error('the demo has no operator');
  const tokens: Record<Role, string | undefined> = {
    visitor: undefined,
    buyer: await sessionFor(db, buyer),
    'pending seller': await sessionFor(db, pending),
    'seller A': await sessionFor(db, demo.sellerId),
    'seller B': await sessionFor(db, sellerB),
    admin: await sessionFor(db, admin.id),
  };
  return tokens;
}

interface Cell {
  operation: Operation;
  role: Role;
  url: string;
  body?: string;
  /** The path names someone's row (A's, or the demo buyer's). */
  namesResource: boolean;
  /** The answers that keep the promise. */
  expected: (status: number) => boolean;
  expectation: string;
}

/** A valid-looking body for the schema, the same on every run. */
function exampleBody(schema: JsonSchema, context: SchemaContext, route: string): string {
  let seed = SEED;
  for (const char of route) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  const [value] = fc.sample(validValue(schema, context, 0), { numRuns: 1, seed });
  return JSON.stringify(value ?? {});
}

/** The cells of one route: the roles it makes a promise to, with what each must be answered. */
function cellsOf(
  operation: Operation,
  resources: Resources,
  context: SchemaContext,
): { cells: Cell[]; unfilled?: string } {
  const { method, path, audience } = operation;
  const reads = method === 'GET';
  const route = `${method} ${path}`;
  const owned = operation.pathNames.filter((name) => !(name in LITERAL_PARAMETERS));
  const missing = owned.map((name) => resourceKey(operation, name)).filter((key) => !resources.has(key));
  const fill = (value: (name: string) => string) =>
    operation.pathNames.reduce((url, name) => url.replace(`{${name}}`, encodeURIComponent(value(name))), path);
  const ownersUrl =
    missing.length === 0
      ? fill((name) => LITERAL_PARAMETERS[name] ?? resources.get(resourceKey(operation, name))!)
      : undefined;
  const strangersUrl = fill((name) => LITERAL_PARAMETERS[name] ?? randomUUID());
  const namesResource = owned.length > 0;
  const body = operation.body ? exampleBody(operation.body, context, route) : operation.upload ? '{}' : undefined;
  const cells: Cell[] = [];
  const add = (
    role: Role,
    url: string | undefined,
    expectation: string,
    expected: (status: number) => boolean,
    cellBody = body,
  ) => {
    if (url) cells.push({ operation, role, url, body: cellBody, namesResource, expected, expectation });
  };
  const is =
    (...statuses: number[]) =>
    (status: number) =>
      statuses.includes(status);
  const refused = (status: number) => status >= 400 && status < 500;

  if (audience === 'public') {
    if (reads) add('visitor', ownersUrl ?? strangersUrl, 'not 401', (status) => status !== 401);
    return { cells };
  }
  add('visitor', ownersUrl ?? strangersUrl, '401', is(401));
  if (audience === 'admin') {
    for (const role of ['buyer', 'pending seller', 'seller A', 'seller B'] as const)
      add(role, ownersUrl ?? strangersUrl, '403', is(401, 403));
    // The operator's writes go to rows that do not exist, or carry a body of the wrong shape.
    if (reads)
      add('admin', ownersUrl ?? strangersUrl, 'neither 401 nor 403', (status) => status !== 401 && status !== 403);
    else if (namesResource || operation.body)
      add(
        'admin',
        strangersUrl,
        'neither 401 nor 403',
        (status) => status !== 401 && status !== 403,
        namesResource ? body : '[]',
      );
    return { cells };
  }
  if (audience === 'seller') {
    add('buyer', ownersUrl ?? strangersUrl, '401 or 403', is(401, 403));
    add('admin', ownersUrl ?? strangersUrl, '401 or 403', is(401, 403));
    if (namesResource) {
      for (const role of ['pending seller', 'seller B'] as const)
        add(role, ownersUrl, reads ? '404' : REFUSED, reads ? is(404) : refused);
      // A's own row read by A: answered, else the path names something that proves nothing. What
      // hangs below a row (an order's label) may not be there.
      const direct = path.endsWith('}');
      if (reads && direct) add('seller A', ownersUrl, '2xx', (status) => status >= 200 && status < 300);
      else if (reads) add('seller A', ownersUrl, 'neither 401 nor 403', (status) => status !== 401 && status !== 403);
    } else if (reads) {
      // Their own lists: answered, and without A's rows.
      for (const role of ['pending seller', 'seller B'] as const) add(role, path, 'not 5xx', (status) => status < 500);
    }
    return { cells, unfilled: namesResource && !ownersUrl ? `${route} (${missing.join(', ')})` : undefined };
  }
  // A buyer's own routes: only rows of someone else's make a promise to the other roles.
  if (namesResource) {
    for (const role of ['buyer', 'pending seller', 'seller A', 'seller B'] as const)
      add(role, ownersUrl, reads ? '404' : REFUSED, reads ? is(404) : refused);
  }
  return { cells, unfilled: namesResource && !ownersUrl ? `${route} (${missing.join(', ')})` : undefined };
}

async function inParallel<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

export const isolationPart: Part = {
  name: 'isolation',
  timeLimitSeconds: TIME_LIMIT_S,

  async run(cluster: Cluster): Promise<PartResult> {
    const began = Date.now();
    const deadline = began + (TIME_LIMIT_S - 10) * 1000;
    const { db } = cluster;
    const violations: string[] = [];
    let requests = 1;

    const document = await readOpenApi(cluster.a);
    const operations = operationsOf(document);

    const demo = await resourcesOf(db, 'seller@glowmarket.example', 'buyer@glowmarket.example');
    const tokens = await tokensOf(db, demo);
    const context: SchemaContext = {
      components: document.components?.schemas ?? {},
      ids: [...demo.resources.values()],
      // Valid bodies, so that writes get past validation to the owner's check (404).
      examples: collectExamples([
        { ...companyForm(), id_Tax: 'PL5252248481' },
        productInput(demo.categoryId),
        { street: 'ul. Długa 12/4', city: 'Kraków', postalCode: '31-147', region: 'Małopolska', country: 'PL' },
        { names: namesOf('Lip care') },
        { status: 'cancelled' },
        { text: 'Is it still available?' },
        { imageIds: [] },
      ]),
    };

    const unfilled: string[] = [];
    const cells = operations.flatMap((operation) => {
      const { cells: found, unfilled: missing } = cellsOf(operation, demo.resources, context);
      if (missing) unfilled.push(missing);
      // A kind of row this part does not know yet: the route's owners go unchecked until it does.
      const unknown = operation.pathNames
        .filter((name) => !(name in LITERAL_PARAMETERS))
        .map((name) => resourceKey(operation, name))
        .filter((key) => !demo.known.has(key));
      if (unknown.length > 0 && operation.audience !== 'public' && operation.audience !== 'admin')
        violations.push(
          `${operation.method} ${operation.path} names ${unknown.join(', ')}, which resourcesOf does not look up`,
        );
      return found;
    });
    // Reads first: a refused write must not be what a read finds changed, and a write that went through is reported as such.
    cells.sort((x, y) => Number(x.operation.method !== 'GET') - Number(y.operation.method !== 'GET'));

    let checked = 0;
    let serverErrors = 0;
    /** Strangers' writes refused by the owner's check (404), not before it by validation (400). */
    let writesReachingOwnerCheck = 0;
    let strangersWrites = 0;
    await inParallel(cells, CONCURRENCY, async (cell, index) => {
      if (Date.now() > deadline) return;
      const instance: Instance = cluster.pick(index);
      const token = tokens[cell.role];
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (cell.body !== undefined) headers['content-type'] = 'application/json';
      requests += 1;
      const response = await fetch(`${instance.url}${cell.url}`, {
        method: cell.operation.method,
        headers,
        body: cell.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      checked += 1;
      const where = `${cell.operation.method} ${cell.url} as ${cell.role}`;
      if (response.status >= 500) {
        serverErrors += 1;
        violations.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
        return;
      }
      if (cell.expectation === REFUSED) {
        strangersWrites += 1;
        if (response.status === 404) writesReachingOwnerCheck += 1;
      }
      if (!cell.expected(response.status)) {
        violations.push(`${where}: ${response.status} where ${cell.expectation} was due — ${text.slice(0, 200)}`);
        return;
      }
      const strangerToA = cell.role !== 'seller A' && cell.role !== 'admin' && cell.operation.audience === 'seller';
      const leaked =
        strangerToA && response.status < 300 ? demo.secrets.find((secret) => text.includes(secret)) : undefined;
      if (leaked) violations.push(`${where}: the answer holds seller A's ${leaked}`);
    });

    if (checked < cells.length)
      violations.push(
        `${cells.length - checked} of ${cells.length} cells were not checked within ${TIME_LIMIT_S - 10} s`,
      );
    return {
      name: 'isolation',
      rounds: 1,
      requests,
      violations,
      lostOrders: 0,
      duplicatedOrders: 0,
      seconds: (Date.now() - began) / 1000,
      figures: {
        routes: operations.length,
        cells: checked,
        // Routes naming a row of a kind seller A or the buyers have none of: only the guards are checked there.
        unfilled: unfilled.length,
        strangersWrites,
        writesReachingOwnerCheck,
        '5xx': serverErrors,
      },
    };
  },
};

export default isolationPart;
