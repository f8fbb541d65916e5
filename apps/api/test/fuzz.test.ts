/**
 * Fuzz test: no input makes the API answer 5xx.
 *
 * Every POST, PUT and PATCH route, and every GET route that takes path or query parameters, gets
 * requests generated from its own OpenAPI schema (see arbitraries.ts): valid bodies, nearly valid
 * ones and hostile ones, ids that exist and ids that do not, odd query strings. Each request is
 * sent by a visitor, a buyer, a seller and the operator. Bad input is the caller's mistake and
 * must answer 4xx; a 5xx means it got somewhere it should not (PostgreSQL, an integer column, a
 * parser). Every 5xx is collected and the shortest one of each route is reported; run with
 * TEST_LOG_LEVEL=error to see the server's own error next to the request id in the answer.
 *
 * The seed is fixed, so each run generates the same requests (only the ids of the data differ);
 * FUZZ_BUDGET_MS bounds the run (about 45 s in all on a 2-core machine), RUNS_PER_ROUTE caps it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForm } from '../src/db/factories/companies';
import { collectExamples } from './arbitraries/json-schema';
import {
  firstRequests,
  operationsOf,
  requestArbitrary,
  TINY_PNG,
  type FuzzContext,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from './arbitraries/requests';
import { addProduct, adminToken, createCategoryTree, namesOf, productInput, sellerWithCompany } from './catalog';
import { createTestApp, type TestApp } from './test-app';
import { bearer, registration, signUp, someIp } from './users';

const SEED = 20_261_124;
/** Generated requests per route at most; each is sent four times, once per caller. */
const RUNS_PER_ROUTE = 100;
/** Time for all routes together, shared out evenly; a slow machine sends fewer requests. */
const FUZZ_BUDGET_MS = 40_000;
/** Routes that would end the callers' sessions (DELETE routes are not fuzzed at all). */
const SKIPPED_ROUTES = new Set(['POST /api/users/me/logout']);

interface Caller {
  name: string;
  headers: Record<string, string>;
}

interface Failure {
  caller: string;
  request: FuzzRequest;
  answer: string;
}

/** The same seed for a route whatever the other routes are, so adding a route changes nothing else. */
function seedOf(route: string): number {
  let hash = SEED;
  for (const char of route) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** At most about `length` characters; a long text keeps its start and the part around its first NUL (`\u0000`). */
function short(text: string, length = 300): string {
  if (text.length <= length) return text;
  const half = Math.floor(length / 2);
  const nul = text.indexOf('\\u0000');
  const end = nul > half ? ` … ${text.slice(nul - half / 2, nul + half / 2)}` : '';
  return `${text.slice(0, end ? half : length)}${end} … (${text.length} characters)`;
}

function describeFailures(route: string, failures: Failure[], sent: number): string {
  const shortest = failures.reduce((best, failure) =>
    failure.request.shown.length < best.request.shown.length ? failure : best,
  );
  const { request } = shortest;
  return [
    `${route}: ${failures.length} of ${sent} requests answered 5xx, the shortest as ${shortest.caller}:`,
    `  ${request.method} ${short(request.url, 200)}`,
    `  body: ${short(request.shown)}`,
    `  answer: ${short(shortest.answer, 200)}`,
  ].join('\n');
}

describe('the API under generated input', () => {
  let testApp: TestApp;
  let context: FuzzContext;
  let operations: Operation[];
  const callers = new Map<'visitor' | 'buyer' | 'seller' | 'operator', Caller>();

  /** A new buyer, or a new operator. */
  async function freshCaller(role: 'buyer' | 'operator'): Promise<Caller> {
    const token = role === 'buyer' ? (await signUp(testApp.app)).token : await adminToken(testApp.app);
    return { name: role === 'buyer' ? 'a buyer' : 'the operator', headers: bearer(token) };
  }

  /**
   * A route can change who a caller is: a buyer who registers a company becomes a seller. Such a
   * caller, or one whose session ended, is replaced, so that each route meets the same four roles.
   */
  async function restoreRoles() {
    for (const role of ['buyer', 'operator'] as const) {
      const status = await testApp.app.inject({
        method: 'GET',
        url: '/api/users/status',
        headers: callers.get(role)?.headers,
      });
      const user = status.statusCode === 200 ? status.json<{ user: { companyId: string | null } }>().user : undefined;
      if (!user || user.companyId !== null) callers.set(role, await freshCaller(role));
    }
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app } = testApp;
    const create = async (token: string, url: string, payload: object) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        payload,
        remoteAddress: someIp(),
      });
      if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ id: string }>().id;
    };

    const admin = await adminToken(app);
    const seller = await sellerWithCompany(app);
    const otherSeller = await sellerWithCompany(app);
    const buyer = await signUp(app);
    callers.set('visitor', { name: 'a visitor', headers: {} });
    callers.set('buyer', { name: 'a buyer', headers: bearer(buyer.token) });
    callers.set('seller', { name: 'the seller', headers: bearer(seller.token) });
    callers.set('operator', { name: 'the operator', headers: bearer(admin) });

    const { categoryId, subcategoryId } = await createCategoryTree(app, admin);
    const product = productInput(categoryId, { subcategoryId });
    // Titles in the languages a fuzzed company may switch to as its default.
    for (const language of ['pl-PL', 'de-DE'] as const) {
      product.translations[language] = { ...product.translations['en-US']!, title: `Serum (${language})` };
    }
    const address = {
      street: 'ul. Długa 12/4',
      city: 'Kraków',
      postalCode: '31-147',
      region: 'Małopolska',
      country: 'PL',
    };
    const invoice = {
      entityName: 'Studio Urody Lena',
      taxId: 'PL5252248481',
      street: 'ul. Floriańska 3',
      city: 'Kraków',
      postalCode: '31-019',
      country: 'PL',
    };
    const idsByCollection = {
      companies: [seller.companyId, otherSeller.companyId],
      categories: [
        categoryId,
        subcategoryId,
        await create(seller.token, '/api/seller/categories', { names: namesOf('Lip care') }),
      ],
      products: [
        await addProduct(app, seller.token, { ...product, ean: '5901234123457', erpCode: 'RS-30' }),
        await addProduct(app, otherSeller.token, productInput(categoryId)),
      ],
      'shipping-addresses': [await create(buyer.token, '/api/users/me/shipping-addresses', address)],
      'invoice-details': [await create(buyer.token, '/api/users/me/invoice-details', invoice)],
    };

    const document = app.swagger() as unknown as OpenApiDocument;
    operations = operationsOf(document, SKIPPED_ROUTES);
    context = {
      components: document.components?.schemas ?? {},
      idsByCollection,
      ids: Object.values(idsByCollection).flat(),
      // Valid bodies from the factories, so that fields with checksums (IBAN, NIP, VAT) pass too.
      examples: collectExamples([
        { ...companyForm(), id_Tax: 'PL5252248481' },
        companyForm({
          companyAddress: { street: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' },
        }),
        product,
        registration(),
        address,
        invoice,
        { names: namesOf('Body care'), parentId: categoryId },
        { percent: 12.5 },
        { status: 'away' },
        { action: 'approve' },
        { imageIds: [] },
        { rates: { PLN: 4.3, USD: 1.08 } },
        { avatar: `data:image/png;base64,${TINY_PNG.toString('base64')}` },
      ]),
    };
  }, 120_000);

  afterAll(() => testApp.close());

  it('never answers 5xx, whoever calls with whatever', { timeout: FUZZ_BUDGET_MS + 30_000 }, async () => {
    const { app } = testApp;
    console.info(`fuzzing ${operations.length} routes, seed ${SEED}`);
    const failures = new Map<string, Failure[]>();
    const sentByRoute = new Map<string, number>();
    const budgetPerRoute = Math.floor(FUZZ_BUDGET_MS / operations.length);

    for (const operation of operations) {
      const route = `${operation.method} ${operation.path}`;
      const found: Failure[] = [];
      let sent = 0;
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(operation, context), async (request) => {
          for (const caller of callers.values()) {
            const response = await app.inject({
              method: request.method,
              url: request.url,
              headers: { ...caller.headers, ...request.headers },
              payload: request.payload,
              remoteAddress: someIp(),
            });
            sent++;
            if (response.statusCode >= 500) {
              found.push({ caller: caller.name, request, answer: `${response.statusCode} ${response.body}` });
            }
          }
        }),
        {
          seed: seedOf(route),
          numRuns: RUNS_PER_ROUTE,
          interruptAfterTimeLimit: budgetPerRoute,
          examples: firstRequests(operation, context).map((request) => [request]),
        },
      );
      // The property itself threw (app.inject failed): that is reported too.
      const thrownBy = details.failed ? details.counterexample?.[0] : undefined;
      if (thrownBy) {
        found.push({ caller: 'a caller', request: thrownBy, answer: `threw ${String(details.errorInstance)}` });
      }
      sentByRoute.set(route, sent);
      if (found.length > 0) failures.set(route, found);
      await restoreRoles();
    }

    const total = [...sentByRoute.values()].reduce((sum, sent) => sum + sent, 0);
    console.info(`sent ${total} requests to ${operations.length} routes`);
    const report = [...failures].map(([route, found]) => describeFailures(route, found, sentByRoute.get(route) ?? 0));
    expect(
      [...failures.keys()],
      `${failures.size} routes answered 5xx (seed ${SEED}):\n\n${report.join('\n\n')}\n\n`,
    ).toEqual([]);
  });
});
