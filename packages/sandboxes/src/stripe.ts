import { createHmac, randomBytes } from 'node:crypto';
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
  type Delivery,
  type SandboxHandler,
  type SandboxOutcome,
} from './http';
import { messagePage, notAcceptedPage, onItsWayPage, paymentPage } from './pages';

/**
 * Stripe's side of a card payment: the part of Stripe's API the marketplace uses, with the SDK's
 * encoding (form bodies in qs's bracket format, `Authorization: Bearer <secret key>`,
 * `Idempotency-Key`), Checkout's payment page, and the signed webhook events about a session.
 *
 * - `POST /v1/checkout/sessions` checks the parameters as Stripe does and answers an open, unpaid
 *   session whose `url` is this sandbox's `/pay/{id}`; `payment_intent` stays null until the buyer
 *   pays, as in Stripe's current API versions.
 * - `GET /v1/checkout/sessions/{id}`.
 * - `POST /v1/refunds` refunds a paid session's PaymentIntent, never beyond what is left of it.
 * - `GET /pay/{id}` is the payment page; its buttons post to `/pay/{id}/outcome`, which sends the
 *   session's event to the account's webhook and sends the browser to `success_url` or `cancel_url`.
 *
 * A wrong key answers 401; an unknown object 404; a bad parameter 400; all in Stripe's
 * `{ error: { type, message, code?, param? } }`. A key repeated with the same request answers the
 * first reply again (`Idempotent-Replayed: true`), with another request 400 `idempotency_error`.
 * The signature is computed here, apart from the SDK's, so the adapter's check is tested.
 */

type Json = Record<string, unknown>;

/** A request as it reached the sandbox: the form body decoded into Stripe's nested parameters. */
export interface StripeRequest {
  method: string;
  /** The API path, `/v1/…`, whatever the sandbox's basePath. */
  path: string;
  authorization?: string;
  idempotencyKey?: string;
  body: Json;
}

/** How the buyer's checkout ends, and so which event Stripe sends about the session. */
export type CheckoutOutcome =
  /** Paid by card at once: `checkout.session.completed`, `payment_status: 'paid'`. */
  | 'paid'
  /** A delayed method still on its way: `checkout.session.completed`, `payment_status: 'unpaid'`. */
  | 'processing'
  /** The delayed method went through: `checkout.session.async_payment_succeeded`. */
  | 'async_succeeded'
  /** The delayed method failed: `checkout.session.async_payment_failed`. */
  | 'async_failed'
  /** The buyer never paid and the session timed out: `checkout.session.expired`. */
  | 'expired';

const EVENT_TYPES: Record<CheckoutOutcome, string> = {
  paid: 'checkout.session.completed',
  processing: 'checkout.session.completed',
  async_succeeded: 'checkout.session.async_payment_succeeded',
  async_failed: 'checkout.session.async_payment_failed',
  expired: 'checkout.session.expired',
};

/**
 * The events each button of the payment page makes Stripe send, in order. A failure is a delayed
 * method (a bank debit) declined after checkout: Stripe completes the session unpaid, then fails it.
 */
const PAGE_EVENTS: Record<SandboxOutcome, CheckoutOutcome[]> = {
  success: ['paid'],
  cancel: ['expired'],
  failure: ['processing', 'async_failed'],
};

/** The languages Checkout's page speaks (anything else is refused as Stripe refuses it). */
const LOCALES = new Set(
  (
    'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt ' +
    'pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'
  ).split(' '),
);

const API_VERSION = '2026-10-28.endive';

/** Stripe's ids: a prefix and random characters. */
const stripeId = (prefix: string, length = 24) =>
  `${prefix}_${randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)}`;
const unixNow = () => Math.floor(Date.now() / 1000);

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`, computed here apart from the SDK's. */
export function stripeSignature(payload: string, secret: string, timestamp = unixNow()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * `a[b][0][c]=1&a[d]=2` → `{ a: { b: [{ c: '1' }], d: '2' } }`: the nesting the SDK encodes its
 * parameters in (qs's indexed format). Values stay strings, as Stripe reads them.
 */
export function decodeStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** Stripe's error answer. */
class StripeProblem {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {}
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A parameter as Stripe's messages quote it. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const isIntegerString = (value: unknown): value is string => typeof value === 'string' && /^\d+$/.test(value);

function missing(param: string) {
  return new StripeProblem(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });
}
function invalid(param: string, message: string) {
  return new StripeProblem(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });
}

/** Stripe's checks on `POST /v1/checkout/sessions` for what a one-off payment sends. */
function validateSession(body: Json): StripeProblem | undefined {
  if (body.mode === undefined) return missing('mode');
  if (body.mode !== 'payment') return invalid('mode', `Only payment mode is served here, got ${shown(body.mode)}.`);
  if (body.success_url === undefined) return missing('success_url');
  const items = body.line_items;
  if (!Array.isArray(items) || items.length === 0) return missing('line_items');
  for (const [index, item] of items.entries()) {
    const at = `line_items[${index}]`;
    if (!isObject(item)) return invalid(at, `Invalid object for ${at}.`);
    if (!isIntegerString(item.quantity) || Number(item.quantity) < 1) return missing(`${at}[quantity]`);
    const price = item.price_data;
    if (!isObject(price)) return missing(`${at}[price_data]`);
    if (typeof price.currency !== 'string' || !/^[a-z]{3}$/i.test(price.currency))
      return invalid(`${at}[price_data][currency]`, `Invalid currency: ${String(price.currency)}.`);
    if (!isIntegerString(price.unit_amount))
      return invalid(`${at}[price_data][unit_amount]`, 'Invalid integer: the unit amount is in minor units.');
    if (!isObject(price.product_data) || typeof price.product_data.name !== 'string' || !price.product_data.name)
      return missing(`${at}[price_data][product_data][name]`);
  }
  const currencies = new Set(items.map((item) => String(((item as Json).price_data as Json).currency).toLowerCase()));
  if (currencies.size > 1) return invalid('line_items', 'All line items must be in the same currency.');
  if (body.locale !== undefined && (typeof body.locale !== 'string' || !LOCALES.has(body.locale)))
    return invalid('locale', `Invalid locale: ${shown(body.locale)}.`);
  if (
    body.customer_email !== undefined &&
    (typeof body.customer_email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.customer_email))
  )
    return invalid('customer_email', `Invalid email address: ${shown(body.customer_email)}`);
  return undefined;
}

export interface StoredRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Json;
  created: number;
}

/** A reply the idempotency layer keeps, to answer the same key again with the same thing. */
interface KeptReply {
  method: string;
  path: string;
  rawBody: string;
  status: number;
  body: unknown;
}

export interface StripeSandboxOptions {
  /** Where the sandbox's paths start on its server: '' on a server of its own, '/sandbox/stripe' in the app. */
  basePath: string;
  /**
   * Where a browser reaches `basePath`, for the sessions' `url`, e.g. 'http://localhost:3000/sandbox/stripe';
   * a function when it is known only once the server listens.
   */
  pageBaseUrl: string | (() => string);
  keys: {
    /** The key the API accepts as `Authorization: Bearer …`. */
    secretKey: string;
    /** Signs the events the payment page sends; without it (or `notifyUrl`) the page cannot end a payment. */
    webhookSecret?: string;
  };
  /** The account's webhook endpoint, as set once in Stripe's dashboard (not per session). */
  notifyUrl?: string;
  /**
   * Also answer the API at the server's root (`/v1/…`), where the SDK calls it: the SDK takes an
   * origin and adds `/v1/` itself. The API is always answered under `basePath` too.
   */
  apiAtRoot?: boolean;
}

export type StripeSandbox = ReturnType<typeof createStripeSandbox>;

export function createStripeSandbox(options: StripeSandboxOptions) {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Json>();
  /** The product name of each session's first line, for the payment page. */
  const descriptions = new Map<string, string>();
  const refunds: StoredRefund[] = [];
  const kept = new Map<string, KeptReply>();
  /** Sessions whose button was pressed and whose events are on their way. */
  const ending = new Set<string>();
  const { basePath } = options;
  const pageBaseUrl = () =>
    (typeof options.pageBaseUrl === 'function' ? options.pageBaseUrl() : options.pageBaseUrl).replace(/\/$/, '');

  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response
      .writeHead(status, {
        'content-type': 'application/json',
        'request-id': stripeId('req', 14),
        'stripe-version': API_VERSION,
        ...(status >= 400 && status < 500 ? { 'stripe-should-retry': 'false' } : {}),
        ...headers,
      })
      .end(JSON.stringify(body));
  }
  const problemBody = (problem: StripeProblem) => ({
    error: { type: problem.type, message: problem.message, ...problem.extra },
  });

  function authorize(request: IncomingMessage): StripeProblem | undefined {
    const header = request.headers.authorization;
    if (!header)
      return new StripeProblem(
        401,
        'invalid_request_error',
        'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
      );
    const key = header.replace(/^Bearer /, '');
    if (key === options.keys.secretKey) return undefined;
    return new StripeProblem(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
    );
  }

  function createSession(body: Json): Json {
    const items = body.line_items as Json[];
    const total = items.reduce(
      (sum, item) => sum + Number((item.price_data as Json).unit_amount) * Number(item.quantity),
      0,
    );
    const id = stripeId('cs_test', 58);
    const created = unixNow();
    const session: Json = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: body.cancel_url ?? null,
      client_reference_id: body.client_reference_id ?? null,
      created,
      currency: String((items[0]!.price_data as Json).currency).toLowerCase(),
      customer: null,
      customer_email: body.customer_email ?? null,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
      locale: body.locale ?? null,
      metadata: isObject(body.metadata) ? body.metadata : {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: body.success_url,
      url: `${pageBaseUrl()}/pay/${id}`,
    };
    sessions.set(id, session);
    descriptions.set(id, String(((items[0]!.price_data as Json).product_data as Json).name));
    return session;
  }

  function createRefund(body: Json): StoredRefund | StripeProblem {
    if (body.payment_intent === undefined) return missing('payment_intent');
    const session = [...sessions.values()].find(
      (candidate) => candidate.payment_intent === body.payment_intent && candidate.payment_intent !== null,
    );
    if (!session)
      return new StripeProblem(
        404,
        'invalid_request_error',
        `No such payment_intent: '${shown(body.payment_intent)}'`,
        {
          code: 'resource_missing',
          param: 'payment_intent',
        },
      );
    if (session.payment_status !== 'paid')
      return new StripeProblem(
        400,
        'invalid_request_error',
        'This PaymentIntent does not have a successful charge to refund.',
        {
          code: 'charge_not_refundable',
        },
      );
    const refunded = refunds
      .filter((refund) => refund.payment_intent === body.payment_intent)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = Number(session.amount_total) - refunded;
    if (body.amount !== undefined && (!isIntegerString(body.amount) || Number(body.amount) < 1))
      return invalid('amount', 'Invalid positive integer');
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (left === 0)
      return new StripeProblem(400, 'invalid_request_error', 'Charge has already been refunded.', {
        code: 'charge_already_refunded',
      });
    if (amount > left)
      return new StripeProblem(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    const refund: StoredRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      currency: String(session.currency),
      payment_intent: session.payment_intent as string,
      charge: `ch_${(session.payment_intent as string).slice(3)}`,
      status: 'succeeded',
      metadata: isObject(body.metadata) ? body.metadata : {},
      created: unixNow(),
    };
    refunds.push(refund);
    return refund;
  }

  /** The reply to one API request, before idempotency. */
  function reply(method: string, path: string, body: Json): { status: number; body: unknown } {
    const asProblem = (problem: StripeProblem) => ({ status: problem.status, body: problemBody(problem) });
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      const problem = validateSession(body);
      return problem ? asProblem(problem) : { status: 200, body: createSession(body) };
    }
    const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (read && method === 'GET') {
      const session = sessions.get(decodeURIComponent(read[1]!));
      if (session) return { status: 200, body: session };
      return asProblem(
        new StripeProblem(404, 'invalid_request_error', `No such checkout.session: '${read[1]}'`, {
          code: 'resource_missing',
          param: 'session',
        }),
      );
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire && method === 'POST') {
      const id = decodeURIComponent(expire[1]!);
      const session = sessions.get(id);
      if (!session)
        return asProblem(
          new StripeProblem(404, 'invalid_request_error', `No such checkout.session: '${id}'`, {
            code: 'resource_missing',
            param: 'session',
          }),
        );
      if (session.status !== 'open')
        return asProblem(
          new StripeProblem(
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status of \`open\` can be expired. This Checkout Session has a status of \`${String(session.status)}\`.`,
          ),
        );
      // Stripe tells the webhook too, as for a session that timed out.
      const event = settle(id, 'expired');
      const { webhookSecret } = options.keys;
      if (webhookSecret && options.notifyUrl) void deliverEvent(event, options.notifyUrl, webhookSecret);
      return { status: 200, body: session };
    }
    if (path === '/v1/refunds' && method === 'POST') {
      const refund = createRefund(body);
      return refund instanceof StripeProblem ? asProblem(refund) : { status: 200, body: refund };
    }
    return asProblem(new StripeProblem(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`));
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL, path: string) {
    const method = request.method ?? 'GET';
    const rawBody = (await readBody(request)).toString('utf8');
    const idempotencyKey = header(request, 'idempotency-key');
    const body = method === 'GET' ? Object.fromEntries(url.searchParams) : decodeStripeForm(rawBody);
    requests.push({ method, path, authorization: request.headers.authorization, idempotencyKey, body });

    const unauthorized = authorize(request);
    if (unauthorized) {
      send(response, unauthorized.status, problemBody(unauthorized));
      return;
    }
    if (method === 'POST' && idempotencyKey) {
      const earlier = kept.get(idempotencyKey);
      if (earlier) {
        if (earlier.method !== method || earlier.path !== path || earlier.rawBody !== rawBody) {
          send(
            response,
            400,
            problemBody(
              new StripeProblem(
                400,
                'idempotency_error',
                `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              ),
            ),
          );
          return;
        }
        send(response, earlier.status, earlier.body, {
          'idempotent-replayed': 'true',
          'idempotency-key': idempotencyKey,
        });
        return;
      }
    }
    const answer = reply(method, path, body);
    // Stripe keeps a reply only once the request got past validation: a refused one may be retried.
    if (method === 'POST' && idempotencyKey && answer.status < 400)
      kept.set(idempotencyKey, { method, path, rawBody, ...answer });
    send(response, answer.status, answer.body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  }

  const pagePath = (id: string) => `${basePath}/pay/${encodeURIComponent(id)}`;

  function showPage(response: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session) {
      sendHtml(
        response,
        404,
        messagePage({
          operator: 'Stripe',
          heading: 'Something went wrong',
          text: 'There is no checkout session at this address.',
        }),
      );
      return;
    }
    if (session.status !== 'open') {
      sendHtml(response, 409, finishedPage(session));
      return;
    }
    sendHtml(
      response,
      200,
      paymentPage({
        operator: 'Stripe',
        amount: Number(session.amount_total),
        currency: String(session.currency),
        description: descriptions.get(id) ?? '',
        reference: id,
        record: { text: `Pay ${String(session.amount_total)} ${String(session.currency)}` },
        action: `${pagePath(id)}/outcome`,
        hints: {
          success:
            'The card is charged: Stripe sends checkout.session.completed (paid) and the buyer returns to success_url.',
          cancel: 'The buyer gives up: Stripe sends checkout.session.expired and the buyer returns to cancel_url.',
          failure:
            'A bank debit declined after checkout: Stripe sends checkout.session.completed (unpaid), then ' +
            'checkout.session.async_payment_failed, and the buyer returns to success_url.',
        },
      }),
    );
  }

  function finishedPage(session: Json): string {
    const back = session.status === 'expired' ? session.cancel_url : session.success_url;
    return messagePage({
      operator: 'Stripe',
      heading: 'This payment is over',
      text: `This checkout session is ${String(session.status)} (${String(session.payment_status)}); it cannot be paid again.`,
      ...(typeof back === 'string' ? { link: { href: back, label: 'Back to the shop' } } : {}),
    });
  }

  /** The payment page's button: the session's events to the webhook, then the browser back to the shop. */
  async function endCheckout(request: IncomingMessage, response: ServerResponse, id: string) {
    const outcome = outcomeOf(await readBody(request));
    const session = sessions.get(id);
    if (!session || !outcome) {
      sendHtml(
        response,
        session ? 400 : 404,
        messagePage({
          operator: 'Stripe',
          heading: 'Something went wrong',
          text: session ? 'Choose one of the buttons on the payment page.' : 'There is no checkout session here.',
          ...(session ? { link: { href: pagePath(id), label: 'Back to the payment page' } } : {}),
        }),
      );
      return;
    }
    if (ending.has(id)) {
      sendHtml(response, 409, onItsWayPage('Stripe', pagePath(id)));
      return;
    }
    if (session.status !== 'open') {
      sendHtml(response, 409, finishedPage(session));
      return;
    }
    const { webhookSecret } = options.keys;
    const { notifyUrl } = options;
    if (!webhookSecret || !notifyUrl) {
      sendHtml(
        response,
        503,
        messagePage({
          operator: 'Stripe',
          heading: 'No webhook endpoint',
          text: 'This sandbox was started without a webhook endpoint and secret, so it cannot tell the marketplace.',
          error: true,
        }),
      );
      return;
    }

    ending.add(id);
    try {
      // The session changes only once the marketplace took every event: otherwise the buyer may press again.
      const before = structuredClone(session);
      for (const step of PAGE_EVENTS[outcome]) {
        const delivery = await deliverEvent(settle(id, step), notifyUrl, webhookSecret);
        if (!accepted(delivery)) {
          sessions.set(id, before);
          sendHtml(response, 502, notAcceptedPage('Stripe', delivery, pagePath(id)));
          return;
        }
      }
      const back = outcome === 'cancel' ? session.cancel_url : session.success_url;
      if (typeof back === 'string') redirectTo(response, back);
      else sendHtml(response, 200, finishedPage(session));
    } finally {
      ending.delete(id);
    }
  }

  const handle: SandboxHandler = plainHandler(
    async (request, response) => {
      const url = requestUrl(request);
      const method = request.method ?? 'GET';
      const below = pathBelow(url.pathname, basePath);
      const apiPath = below?.startsWith('/v1/')
        ? below
        : options.apiAtRoot && url.pathname.startsWith('/v1/')
          ? url.pathname
          : undefined;
      if (apiPath) return api(request, response, url, apiPath);

      const page = below === undefined ? null : /^\/pay\/([^/]+)(\/outcome)?$/.exec(below);
      if (page && !page[2] && method === 'GET') return showPage(response, decodeURIComponent(page[1]!));
      if (page?.[2] && method === 'POST') return endCheckout(request, response, decodeURIComponent(page[1]!));
      sendHtml(
        response,
        404,
        messagePage({ operator: 'Stripe', heading: 'Not found', text: 'There is nothing at this address.' }),
      );
    },
    (response, status) => {
      send(response, status, { error: { type: 'api_error', message: 'Unexpected error.' } });
    },
  );

  /** Settles the session as the buyer's checkout would and answers the event Stripe sends about it. */
  function settle(id: string, outcome: CheckoutOutcome): string {
    const session = sessions.get(id);
    if (!session) throw new Error(`no checkout session ${id}`);
    if (outcome !== 'expired') {
      session.status = 'complete';
      session.payment_intent ??= stripeId('pi');
    } else session.status = 'expired';
    session.payment_status = outcome === 'paid' || outcome === 'async_succeeded' ? 'paid' : 'unpaid';
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: unixNow(),
      data: { object: structuredClone(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: EVENT_TYPES[outcome],
    };
    // Stripe sends its events pretty-printed; the signature is over these very bytes.
    return JSON.stringify(event, null, 2);
  }

  return {
    handle,
    /** Every API request received, in order (the payment pages not included). */
    requests,
    /** The checkout sessions created, by id. */
    sessions,
    /** The refunds made, in order. */
    refunds,
    /**
     * Settles session `id` with `outcome` and answers the event JSON Stripe would send about it,
     * unsigned, for a test that signs (or mis-signs) it itself.
     */
    sessionEvent: settle,
    /**
     * Settles session `id` with `status`, signs the event with `secret` as Stripe does and POSTs it
     * to `webhookUrl`; answers the webhook's response and the event it was sent.
     */
    async completeSession(
      id: string,
      delivery: { webhookUrl: string; secret: string; status: CheckoutOutcome; timestamp?: number },
    ) {
      const payload = settle(id, delivery.status);
      const response = await fetch(delivery.webhookUrl, {
        method: 'POST',
        headers: eventHeaders(payload, delivery.secret, delivery.timestamp),
        body: payload,
      });
      return { response, event: JSON.parse(payload) as Json & { id: string; type: string } };
    },
  };
}

function eventHeaders(payload: string, secret: string, timestamp?: number): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    'stripe-signature': stripeSignature(payload, secret, timestamp),
  };
}

function deliverEvent(payload: string, url: string, secret: string): Promise<Delivery> {
  return deliver(url, { headers: eventHeaders(payload, secret), body: payload });
}

/** Stripe counts any 2xx as delivered. */
const accepted = (delivery: Delivery) => delivery.reached && delivery.status >= 200 && delivery.status < 300;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
