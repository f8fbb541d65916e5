import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A transaction registered with the server, and the order id P24 gives it. */
export interface P24Transaction {
  token: string;
  orderId: number;
  /** The register body as received. */
  body: Record<string, unknown>;
}

export interface P24Account {
  merchantId: number;
  posId: number;
  crcKey: string;
  apiKey: string;
}

/** P24's checksum, written here on its own so the adapter's `p24Sign` is checked, not echoed. */
const signOf = (fields: Record<string, unknown>) => createHash('sha384').update(JSON.stringify(fields)).digest('hex');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * A local server speaking Przelewy24's side of REST API v1 for one account:
 * `POST /api/v1/transaction/register` checks Basic `posId:apiKey`, the ids and the sign, answers
 * `{ data: { token }, responseCode: 0 }` and keeps the transaction; `GET /trnRequest/{token}` is
 * the payment page; `PUT /api/v1/transaction/verify` checks the sign and that the transaction and
 * its amount are the ones registered, then answers `{ data: { status: 'success' } }`. Refusals
 * are P24's `{ error, code }`. `notify` posts the notification P24 sends once the buyer has paid.
 */
export async function startPrzelewy24(account: P24Account) {
  const transactions: P24Transaction[] = [];
  const verifications: Record<string, unknown>[] = [];
  let nextOrderId = 300_000_001;

  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const refuse = (response: ServerResponse, code: number, error: string) => answer(response, code, { error, code });
  const basic = `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString('base64')}`;

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      return typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined;
    }
  }

  function register(body: Record<string, unknown>, response: ServerResponse) {
    const required = ['sessionId', 'amount', 'currency', 'description', 'email', 'country', 'language', 'urlReturn'];
    if (required.some((field) => body[field] === undefined || body[field] === '') || !Number.isInteger(body.amount))
      return refuse(response, 400, 'Invalid input data');
    const { sessionId, merchantId, amount, currency } = body;
    if (body.sign !== signOf({ sessionId, merchantId, amount, currency, crc: account.crcKey }))
      return refuse(response, 400, 'Incorrect sign');
    const transaction = { token: randomUUID().toUpperCase(), orderId: nextOrderId++, body };
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
    answer(response, 200, { data: { status: 'success' }, responseCode: 0 });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const page = /^\/trnRequest\/([\w-]+)$/.exec(url.pathname);
    if (page && request.method === 'GET') {
      const transaction = transactions.find((t) => t.token === page[1]);
      if (!transaction) return response.writeHead(404).end();
      const { amount, currency, description } = transaction.body;
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Przelewy24</title><h1>Pay ${String(amount)} ${String(currency)}</h1>` +
            `<p>${escapeHtml(String(description))}</p>`,
        );
    }
    const route = `${request.method} ${url.pathname}`;
    if (route !== 'POST /api/v1/transaction/register' && route !== 'PUT /api/v1/transaction/verify')
      return response.writeHead(404).end();
    if (request.headers.authorization !== basic) return refuse(response, 401, 'Incorrect authentication');
    const body = await readJson(request);
    if (!body || body.merchantId !== account.merchantId || body.posId !== account.posId)
      return refuse(response, 400, 'Invalid input data');
    return route.startsWith('POST') ? register(body, response) : verify(body, response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Registered transactions, in order. */
    transactions,
    /** Verify bodies accepted, in order. */
    verifications,
    /**
     * Posts to the transaction's `urlStatus` the notification P24 sends once the buyer has paid:
     * signed with the CRC key, or with a wrong sign when `tamper`; `merchantId` sends it (signed)
     * as another merchant's. Answers what the shop answered.
     */
    async notify(transaction: P24Transaction, options: { tamper?: boolean; merchantId?: number } = {}) {
      const fields = {
        merchantId: options.merchantId ?? account.merchantId,
        posId: account.posId,
        sessionId: transaction.body.sessionId,
        amount: transaction.body.amount,
        originAmount: transaction.body.amount,
        currency: transaction.body.currency,
        orderId: transaction.orderId,
        methodId: 25,
        statement: `p24-${String(transaction.orderId).slice(-6)}`,
      };
      const sign = signOf({ ...fields, crc: account.crcKey });
      const response = await fetch(String(transaction.body.urlStatus), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...fields,
          sign: options.tamper ? sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) : sign,
        }),
      });
      return { status: response.status, body: await response.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
