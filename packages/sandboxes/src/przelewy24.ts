import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  deliver,
  outcomeOf,
  pathBelow,
  plainHandler,
  readBody,
  redirectTo,
  requestUrl,
  sendHtml,
  type SandboxHandler,
} from './http';
import { messagePage, notAcceptedPage, onItsWayPage, paymentPage } from './pages';

/**
 * Przelewy24's side of REST API v1 for one account: `POST /api/v1/transaction/register` checks
 * Basic `posId:apiKey`, the ids and the sign, answers `{ data: { token }, responseCode: 0 }` and
 * keeps the transaction; `GET /trnRequest/{token}` is the payment page; `PUT
 * /api/v1/transaction/verify` checks the sign and that the transaction and its amount are the ones
 * registered, then answers `{ data: { status: 'success' } }`; `GET
 * /api/v1/transaction/by/sessionId/{sessionId}` answers the transaction with P24's `status` (0 no
 * payment, 1 paid and not verified yet, 2 paid and verified) or 404 "Transaction not exist".
 * Refusals are P24's `{ error, code }`.
 *
 * The payment page's buttons post to `/trnRequest/{token}/outcome`. Pay posts the signed
 * notification to the transaction's `urlStatus`, as P24 does once the buyer has paid; Cancel and
 * Fail send nothing, as P24 sends nothing then (the transaction stays at status 0, no payment).
 * Each sends the browser to `urlReturn`. The sign is computed here on its own, so the adapter's
 * `p24Sign` is checked, not echoed.
 */

/** A transaction registered with the sandbox, and the order id P24 gives it. */
export interface P24Transaction {
  token: string;
  orderId: number;
  /** The register body as received. */
  body: Record<string, unknown>;
  /** How the buyer ended it on the payment page; `open` until then. */
  status: 'open' | 'paid' | 'cancelled' | 'failed';
  /** The marketplace has confirmed the payment with `transaction/verify`. */
  verified: boolean;
  /** When it was registered and paid, as P24 writes dates. */
  registeredAt: string;
  paidAt: string | null;
}

export interface P24Account {
  merchantId: number;
  posId: number;
  crcKey: string;
  apiKey: string;
}

/** The payment method the sandbox's buyer pays with (P24's id of a pay-by-link bank). */
const METHOD_ID = 25;

/** What the buyer's bank statement shows for a paid transaction. */
const statementOf = (transaction: P24Transaction) => `p24-${String(transaction.orderId).slice(-6)}`;

/** P24 writes its dates as "2026-11-03 10:05:00". */
const p24Date = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** P24's checksum, written here on its own so the adapter's `p24Sign` is checked, not echoed. */
const signOf = (fields: Record<string, unknown>) => createHash('sha384').update(JSON.stringify(fields)).digest('hex');

export interface Przelewy24SandboxOptions {
  /** Where the sandbox's paths start on its server: '' on a server of its own, '/sandbox/przelewy24' in the app. */
  basePath: string;
  keys: P24Account;
  /**
   * The marketplace's notification address. P24 posts to each transaction's `urlStatus`; when this
   * is set, register refuses any other `urlStatus`, so a sandbox reachable from outside can never
   * be made to post somewhere else.
   */
  notifyUrl?: string;
}

export type Przelewy24Sandbox = ReturnType<typeof createPrzelewy24Sandbox>;

export function createPrzelewy24Sandbox(options: Przelewy24SandboxOptions) {
  const { basePath, keys: account } = options;
  const transactions: P24Transaction[] = [];
  const verifications: Record<string, unknown>[] = [];
  const ending = new Set<string>();
  let nextOrderId = 300_000_001;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, code: number, error: string) => answer(response, code, { error, code });
  const basic = `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString('base64')}`;

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
    try {
      const body: unknown = JSON.parse((await readBody(request)).toString('utf8'));
      return typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }

  /** Whether `urlStatus` is the marketplace's notification address (its query may differ). */
  function allowedStatusUrl(urlStatus: unknown): boolean {
    if (!options.notifyUrl) return true;
    if (typeof urlStatus !== 'string' || !URL.canParse(urlStatus)) return false;
    const given = new URL(urlStatus);
    const expected = new URL(options.notifyUrl);
    return given.origin === expected.origin && given.pathname === expected.pathname;
  }

  function register(body: Record<string, unknown>, response: ServerResponse) {
    const required = ['sessionId', 'amount', 'currency', 'description', 'email', 'country', 'language', 'urlReturn'];
    if (required.some((field) => body[field] === undefined || body[field] === '') || !Number.isInteger(body.amount))
      return refuse(response, 400, 'Invalid input data');
    if (!allowedStatusUrl(body.urlStatus))
      return refuse(response, 400, `urlStatus must be ${options.notifyUrl} in this sandbox`);
    const { sessionId, merchantId, amount, currency } = body;
    if (body.sign !== signOf({ sessionId, merchantId, amount, currency, crc: account.crcKey }))
      return refuse(response, 400, 'Incorrect sign');
    const transaction: P24Transaction = {
      token: randomUUID().toUpperCase(),
      orderId: nextOrderId++,
      body,
      status: 'open',
      verified: false,
      registeredAt: p24Date(new Date()),
      paidAt: null,
    };
    transactions.push(transaction);
    answer(response, 200, { data: { token: transaction.token }, responseCode: 0 });
  }

  function verify(body: Record<string, unknown>, response: ServerResponse) {
    const { sessionId, orderId, amount, currency } = body;
    if (body.sign !== signOf({ sessionId, orderId, amount, currency, crc: account.crcKey }))
      return refuse(response, 400, 'Incorrect sign');
    const transaction = transactions.find((t) => t.body.sessionId === sessionId && t.orderId === orderId);
    if (!transaction) return refuse(response, 400, 'Transaction not found');
    if (transaction.body.amount !== amount || transaction.body.currency !== currency)
      return refuse(response, 400, 'Incorrect amount');
    verifications.push(body);
    transaction.verified = true;
    answer(response, 200, { data: { status: 'success' }, responseCode: 0 });
  }

  /** P24's record of the newest transaction registered under `sessionId`, as its API answers it. */
  function bySessionId(sessionId: string, response: ServerResponse) {
    const transaction = transactions.findLast((t) => t.body.sessionId === sessionId);
    if (!transaction) return refuse(response, 404, 'Transaction not exist');
    const paid = transaction.status === 'paid';
    answer(response, 200, {
      data: {
        statement: paid ? statementOf(transaction) : '',
        orderId: transaction.orderId,
        sessionId,
        status: paid ? (transaction.verified ? 2 : 1) : 0,
        amount: transaction.body.amount,
        currency: transaction.body.currency,
        date: transaction.registeredAt,
        dateOfTransaction: paid ? (transaction.paidAt ?? '') : '',
        clientEmail: transaction.body.email,
        paymentMethod: paid ? METHOD_ID : 0,
        description: transaction.body.description,
      },
      responseCode: 0,
    });
  }

  /** The notification P24 posts to `urlStatus` once the buyer has paid, as the JSON body it sends. */
  function notificationBody(transaction: P24Transaction, overrides: { tamper?: boolean; merchantId?: number } = {}) {
    const fields = {
      merchantId: overrides.merchantId ?? account.merchantId,
      posId: account.posId,
      sessionId: transaction.body.sessionId,
      amount: transaction.body.amount,
      originAmount: transaction.body.amount,
      currency: transaction.body.currency,
      orderId: transaction.orderId,
      methodId: METHOD_ID,
      statement: statementOf(transaction),
    };
    const sign = signOf({ ...fields, crc: account.crcKey });
    return JSON.stringify({
      ...fields,
      sign: overrides.tamper ? sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) : sign,
    });
  }

  const postNotification = (transaction: P24Transaction, body: string) =>
    deliver(String(transaction.body.urlStatus), { headers: { 'content-type': 'application/json' }, body });

  const pagePath = (token: string) => `${basePath}/trnRequest/${encodeURIComponent(token)}`;

  function pageProblem(response: ServerResponse, status: number, heading: string, text: string) {
    sendHtml(response, status, messagePage({ operator: 'Przelewy24', heading, text, error: status >= 500 }));
  }

  function finishedPage(transaction: P24Transaction): string {
    const back = transaction.body.urlReturn;
    return messagePage({
      operator: 'Przelewy24',
      heading: 'This payment is over',
      text: `Transaction ${transaction.orderId} is ${transaction.status}; it cannot be paid again.`,
      ...(typeof back === 'string' ? { link: { href: back, label: 'Back to the shop' } } : {}),
    });
  }

  function showPage(response: ServerResponse, transaction: P24Transaction) {
    if (transaction.status !== 'open') return sendHtml(response, 409, finishedPage(transaction));
    const { amount, currency, description } = transaction.body;
    sendHtml(
      response,
      200,
      paymentPage({
        operator: 'Przelewy24',
        amount: Number(amount),
        currency: String(currency),
        description: String(description),
        reference: `${transaction.orderId} (token ${transaction.token})`,
        // P24's API counts in grosze.
        record: { text: `Pay ${String(amount)} ${String(currency)}` },
        action: `${pagePath(transaction.token)}/outcome`,
        hints: {
          success:
            'The buyer pays: P24 posts the signed notification to urlStatus, then the buyer returns to urlReturn.',
          cancel:
            'The buyer leaves the payment: P24 sends no notification and the transaction stays unpaid; the buyer returns to urlReturn.',
          failure:
            'The payment is declined: P24 sends no notification and the transaction stays unpaid; the buyer returns to urlReturn.',
        },
      }),
    );
  }

  /** The payment page's button: the notification when paid, then the browser to `urlReturn`. */
  async function endPayment(request: IncomingMessage, response: ServerResponse, transaction: P24Transaction) {
    const outcome = outcomeOf(await readBody(request));
    if (!outcome) return pageProblem(response, 400, 'Something went wrong', 'Choose one of the buttons on the page.');
    if (ending.has(transaction.token))
      return sendHtml(response, 409, onItsWayPage('Przelewy24', pagePath(transaction.token)));
    if (transaction.status !== 'open') return sendHtml(response, 409, finishedPage(transaction));

    if (outcome === 'success') {
      ending.add(transaction.token);
      try {
        const delivery = await postNotification(transaction, notificationBody(transaction));
        if (!delivery.reached || delivery.status < 200 || delivery.status >= 300)
          return sendHtml(response, 502, notAcceptedPage('Przelewy24', delivery, pagePath(transaction.token)));
        transaction.status = 'paid';
        transaction.paidAt = p24Date(new Date());
      } finally {
        ending.delete(transaction.token);
      }
    } else transaction.status = outcome === 'cancel' ? 'cancelled' : 'failed';
    redirectTo(response, String(transaction.body.urlReturn));
  }

  const handle: SandboxHandler = plainHandler(
    async (request, response) => {
      const below = pathBelow(requestUrl(request).pathname, basePath);
      const method = request.method ?? 'GET';
      const page = below === undefined ? null : /^\/trnRequest\/([\w-]+)(\/outcome)?$/.exec(below);
      if (page) {
        const transaction = transactions.find((t) => t.token === page[1]);
        if (!transaction) return pageProblem(response, 404, 'Not found', 'There is no transaction at this address.');
        if (!page[2] && method === 'GET') return showPage(response, transaction);
        if (page[2] && method === 'POST') return endPayment(request, response, transaction);
      }
      const lookUp = below === undefined ? null : /^\/api\/v1\/transaction\/by\/sessionId\/([^/]+)$/.exec(below);
      if (lookUp && method === 'GET') {
        if (request.headers.authorization !== basic) return refuse(response, 401, 'Incorrect authentication');
        let sessionId: string;
        try {
          sessionId = decodeURIComponent(lookUp[1]!);
        } catch {
          return refuse(response, 400, 'Invalid input data');
        }
        return bySessionId(sessionId, response);
      }
      const route = `${method} ${below ?? ''}`;
      if (route !== 'POST /api/v1/transaction/register' && route !== 'PUT /api/v1/transaction/verify')
        return pageProblem(response, 404, 'Not found', 'There is nothing at this address.');
      if (request.headers.authorization !== basic) return refuse(response, 401, 'Incorrect authentication');
      const body = await readJson(request);
      if (!body || body.merchantId !== account.merchantId || body.posId !== account.posId)
        return refuse(response, 400, 'Invalid input data');
      return route.startsWith('POST') ? register(body, response) : verify(body, response);
    },
    (response, status) => refuse(response, status, status === 413 ? 'Request too large' : 'Internal error'),
  );

  return {
    handle,
    /** Registered transactions, in order. */
    transactions,
    /** Verify bodies accepted, in order. */
    verifications,
    /**
     * Posts to the transaction's `urlStatus` the notification P24 sends once the buyer has paid:
     * signed with the CRC key, or with a wrong sign when `tamper`; `merchantId` sends it (signed)
     * as another merchant's. Answers what the shop answered.
     */
    async notify(transaction: P24Transaction, overrides: { tamper?: boolean; merchantId?: number } = {}) {
      const delivery = await postNotification(transaction, notificationBody(transaction, overrides));
      if (!delivery.reached) throw new Error(`the notification was not delivered: ${delivery.error}`);
      return { status: delivery.status, body: delivery.body };
    },
  };
}
