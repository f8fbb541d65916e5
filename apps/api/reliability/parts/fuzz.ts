/**
 * No input makes either instance answer 5xx: 10 000 requests generated from the OpenAPI document
 * (GET /api/openapi.json from instance a) by the fuzz test's arbitraries (test/arbitraries):
 * path segments naming rows that exist or anything at all, odd query strings, bodies valid, valid
 * but for one place, hostile or cut short, sent as another content type, uploads cut off. They go
 * to every write and every read with parameters, as a visitor, a buyer, a seller and the operator,
 * 16 at a time, to both instances in turn. Rate limits may answer 429; that is a 4xx like any.
 *
 * What the fuzzing must not change for the parts after it: DELETE routes are not fuzzed (as in the
 * fuzz test), nor logging out; the operator's writes name rows that do not exist (its valid body
 * on a real company would suspend it) and its writes without a row in the path (the site's
 * settings, the payment methods) are left out. The buyer and the seller are new accounts of this
 * part: what they change is their own, or is refused.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { rowsOf, type Database } from '../../src/db/client';
import { companyForm, createCompany } from '../../src/db/factories/companies';
import { createUser } from '../../src/db/factories/users';
import { randomToken, sha256 } from '../../src/lib/crypto';
import { collectExamples } from '../../test/arbitraries/json-schema';
import {
  operationsOf,
  requestArbitrary,
  TINY_PNG,
  type FuzzContext,
  type FuzzRequest,
  type Operation,
} from '../../test/arbitraries/requests';
import { registration } from '../../test/users';
import { readOpenApi } from '../openapi';
import type { Cluster } from '../cluster';
import type { Part, PartResult } from '../part';

const REQUESTS = 10_000;
const CONCURRENCY = 16;
const TIME_LIMIT_S = 120;
const REQUEST_TIMEOUT_MS = 30_000;
const SEED = 20_261_127;
/** The first 5xx answers are reported whole; the rest are counted. */
const REPORTED = 10;
/** How often the callers are looked at, and made again when a request changed who they are. */
const CALLERS_CHECKED_EVERY = 500;
const SESSION_AGENT = 'reliability:fuzz';
/** Routes that would end the callers' sessions. */
const SKIPPED_ROUTES = new Set(['POST /api/users/me/logout']);

type CallerName = 'visitor' | 'buyer' | 'seller' | 'admin';
const CALLERS: CallerName[] = ['visitor', 'buyer', 'seller', 'admin'];

/** Rows that exist, by the collection a path names them by (`products/{id}`, `images/{imageId}`). */
const COLLECTIONS: Record<string, string> = {
  companies: 'select id from companies',
  categories: 'select id from categories',
  products: 'select id from products',
  images: 'select id from product_images',
  photos: 'select id from shop_photos union all select id from company_photos',
  shops: 'select id from shops',
  prices: 'select id from delivery_prices',
  carriers: 'select id from carriers',
  methods: 'select id from delivery_methods',
  orders: 'select id from orders',
  groups: 'select id from order_groups',
  payments: 'select id from payments',
  threads: 'select id from message_threads',
  reviews: 'select id from product_ratings',
  'search-synonyms': 'select id from search_synonyms',
  'shipping-addresses': 'select id from shipping_addresses',
  'invoice-details': 'select id from invoice_details',
};

async function idsByCollection(db: Database): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    Object.entries(COLLECTIONS).map(async ([collection, query]) => {
      const rows = rowsOf<{ id: string }>(await db.execute(sql.raw(`select id from (${query}) r limit 5`)));
      return [collection, rows.map((row) => row.id)] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, ids]) => ids.length > 0));
}

async function sessionFor(db: Database, userId: string): Promise<string> {
  const token = randomToken();
  await db.execute(sql`
    insert into user_sessions (user_id, token_hash, expires_at, user_agent)
    values (${userId}, ${sha256(token)}, now() + interval '1 day', ${SESSION_AGENT})`);
  return token;
}

/** A new account of the role, logged in; the operator is the demo's. */
async function newCaller(db: Database, name: CallerName): Promise<{ token?: string; companyId?: string }> {
  if (name === 'visitor') return {};
  if (name === 'admin') {
    const [admin] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from users where is_admin and deleted_at is null order by created_at limit 1`),
    );
    if (!admin) throw new Error('the demo has no operator');
    return { token: await sessionFor(db, admin.id) };
  }
  const { user } = await createUser(db, { email: `fuzz-${name}-${randomUUID()}@example.com` });
  const company = name === 'seller' ? await createCompany(db, {}, user.id) : undefined;
  return { token: await sessionFor(db, user.id), companyId: company?.id };
}

interface Generated {
  operation: Operation;
  caller: CallerName;
  request: FuzzRequest;
}

/** Who sends the request at `index`: the four callers in turn, but the operator writes only where a row is named. */
function callerFor(operation: Operation, index: number): CallerName {
  const caller = CALLERS[index % CALLERS.length]!;
  const namesRow = operation.parameters.some((parameter) => parameter.in === 'path');
  return caller === 'admin' && operation.method !== 'GET' && !namesRow ? 'visitor' : caller;
}

/**
 * Requests for every operation, shared out evenly, each from a seed of its own so that a new
 * route changes nothing of the others'; interleaved, so that a time bound cuts the same share of
 * every route. The operator's writes are generated apart, with rows that do not exist.
 */
function generate(operations: Operation[], context: FuzzContext): Generated[] {
  const nowhere: FuzzContext = { ...context, idsByCollection: {}, ids: Array.from({ length: 5 }, () => randomUUID()) };
  const perOperation = Math.ceil(REQUESTS / operations.length);
  const generated = operations.flatMap((operation, index) => {
    const requests = fc.sample(requestArbitrary(operation, context), { numRuns: perOperation, seed: SEED + index });
    const harmless =
      operation.method === 'GET'
        ? requests
        : fc.sample(requestArbitrary(operation, nowhere), { numRuns: perOperation, seed: SEED - index });
    return requests.map((request, position) => {
      const caller = callerFor(operation, index + position);
      return { operation, caller, request: caller === 'admin' ? harmless[position]! : request };
    });
  });
  const order = fc.sample(fc.nat(), { numRuns: generated.length, seed: SEED });
  return generated
    .map((item, index) => ({ item, key: order[index]! }))
    .sort((x, y) => x.key - y.key)
    .map(({ item }) => item)
    .slice(0, REQUESTS);
}

export const fuzzPart: Part = {
  name: 'fuzz',
  timeLimitSeconds: TIME_LIMIT_S,

  async run(cluster: Cluster): Promise<PartResult> {
    const began = Date.now();
    const deadline = began + (TIME_LIMIT_S - 15) * 1000;
    const { db } = cluster;
    const violations: string[] = [];

    const document = await readOpenApi(cluster.a);
    const operations = operationsOf(document, SKIPPED_ROUTES);

    const callers = new Map<CallerName, { token?: string; companyId?: string }>();
    for (const name of CALLERS) callers.set(name, await newCaller(db, name));
    const collections = await idsByCollection(db);
    const sellerCompany = callers.get('seller')?.companyId;
    if (sellerCompany) collections.companies = [sellerCompany, ...(collections.companies ?? [])];
    const address = { street: 'ul. Długa 12/4', city: 'Kraków', postalCode: '31-147', country: 'PL' };
    const context: FuzzContext = {
      components: document.components?.schemas ?? {},
      idsByCollection: collections,
      ids: Object.values(collections).flat(),
      // Valid bodies, so that fields with checksums (IBAN, NIP, VAT) pass too.
      examples: collectExamples([
        { ...companyForm(), id_Tax: 'PL5252248481' },
        registration(),
        address,
        { entityName: 'Studio Urody Lena', taxId: 'PL5252248481', ...address },
        { percent: 12.5 },
        { status: 'away' },
        { imageIds: [] },
        { avatar: `data:image/png;base64,${TINY_PNG.toString('base64')}` },
      ]),
    };
    const requests = generate(operations, context);

    /** A caller a request made into someone else (a buyer who registered a company, a changed password) is made again. */
    const checkCallers = async () => {
      for (const name of ['buyer', 'seller', 'admin'] as const) {
        const answer = await fetch(`${cluster.a.url}/api/users/status`, {
          headers: { authorization: `Bearer ${callers.get(name)?.token}` },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const user = answer.ok ? ((await answer.json()) as { user: { companyId: string | null } }).user : undefined;
        if (!user || (name === 'buyer' && user.companyId !== null)) callers.set(name, await newCaller(db, name));
      }
    };

    let sent = 0;
    let serverErrors = 0;
    /** Answers by class: many 2xx show the generated requests get past validation to the services. */
    const answered = { '2xx': 0, '4xx': 0, '429': 0 };
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length && Date.now() < deadline) {
          const index = next++;
          if (index > 0 && index % CALLERS_CHECKED_EVERY === 0) await checkCallers();
          const { caller: name, request } = requests[index]!;
          const token = callers.get(name)?.token;
          const instance = cluster.pick(index);
          sent += 1;
          let status: number;
          let answer: string;
          try {
            const response = await fetch(`${instance.url}${request.url}`, {
              method: request.method,
              headers: { ...request.headers, ...(token && { authorization: `Bearer ${token}` }) },
              body: request.payload,
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            status = response.status;
            answer = await response.text();
          } catch (error) {
            status = 0;
            answer = `no answer: ${error instanceof Error ? error.message : String(error)}`;
          }
          if (status === 429) answered['429'] += 1;
          else if (status >= 400 && status < 500) answered['4xx'] += 1;
          else if (status >= 200 && status < 300) answered['2xx'] += 1;
          if (status !== 0 && status < 500) continue;
          serverErrors += 1;
          if (serverErrors <= REPORTED) {
            violations.push(
              `${request.method} ${request.url.slice(0, 300)} as the ${name} on ${instance.name}, body ${request.shown.slice(0, 300)}: ${status} ${answer.slice(0, 300)}`,
            );
          }
        }
      }),
    );
    if (serverErrors > REPORTED) violations.push(`…and ${serverErrors - REPORTED} more answers were 5xx or none`);

    return {
      name: 'fuzz',
      rounds: 1,
      requests: sent,
      violations,
      lostOrders: 0,
      duplicatedOrders: 0,
      seconds: (Date.now() - began) / 1000,
      figures: { routes: operations.length, generated: requests.length, ...answered, '5xx': serverErrors },
    };
  },
};

export default fuzzPart;
