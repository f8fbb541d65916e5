import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './http';
import { API_VERSION, stripeId, unixNow, type Json, type StoredRefund, type StripeAccount } from './stripe-account';
import { deliverEvent, settleSession } from './stripe-events';
import {
  decodeStripeForm,
  invalid,
  isIntegerString,
  isObject,
  missing,
  shown,
  StripeProblem,
  validateSession,
} from './stripe-params';

/**
 * Stripe's API as the marketplace calls it (`/v1/checkout/sessions`, `/v1/checkout/sessions/{id}`,
 * its `/expire`, `/v1/refunds`): the secret key checked, the session or refund made or read, and
 * an `Idempotency-Key` answered with its first reply again.
 */

/** A reply the idempotency layer keeps, to answer the same key again with the same thing. */
interface KeptReply {
  method: string;
  path: string;
  rawBody: string;
  status: number;
  body: unknown;
}

/** Answers as Stripe's API does: JSON, with its request id and version. */
export function sendStripeJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
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

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The handler of the account's API requests, `path` being the `/v1/…` part of the URL. */
export function createStripeApi(account: StripeAccount) {
  const { options, requests, sessions, descriptions, refunds } = account;
  const kept = new Map<string, KeptReply>();
  const pageBaseUrl = () =>
    (typeof options.pageBaseUrl === 'function' ? options.pageBaseUrl() : options.pageBaseUrl).replace(/\/$/, '');

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
      const event = settleSession(sessions, id, 'expired');
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

  return async function api(request: IncomingMessage, response: ServerResponse, url: URL, path: string) {
    const method = request.method ?? 'GET';
    const rawBody = (await readBody(request)).toString('utf8');
    const idempotencyKey = header(request, 'idempotency-key');
    const body = method === 'GET' ? Object.fromEntries(url.searchParams) : decodeStripeForm(rawBody);
    requests.push({ method, path, authorization: request.headers.authorization, idempotencyKey, body });

    const unauthorized = authorize(request);
    if (unauthorized) {
      sendStripeJson(response, unauthorized.status, problemBody(unauthorized));
      return;
    }
    if (method === 'POST' && idempotencyKey) {
      const earlier = kept.get(idempotencyKey);
      if (earlier) {
        if (earlier.method !== method || earlier.path !== path || earlier.rawBody !== rawBody) {
          sendStripeJson(
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
        sendStripeJson(response, earlier.status, earlier.body, {
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
    sendStripeJson(response, answer.status, answer.body, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  };
}
