import { createHmac } from 'node:crypto';
import { deliver, type Delivery } from './http';
import { API_VERSION, stripeId, unixNow, type Json } from './stripe-account';

/**
 * The events Stripe sends about a checkout session: the session settled as the buyer's checkout
 * would settle it, the event's JSON, its `Stripe-Signature`, and its delivery to the webhook.
 */

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

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`, computed here apart from the SDK's. */
export function stripeSignature(payload: string, secret: string, timestamp = unixNow()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Settles session `id` as the buyer's checkout would and answers the event Stripe sends about it. */
export function settleSession(sessions: Map<string, Json>, id: string, outcome: CheckoutOutcome): string {
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

export function eventHeaders(payload: string, secret: string, timestamp?: number): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    'stripe-signature': stripeSignature(payload, secret, timestamp),
  };
}

export function deliverEvent(payload: string, url: string, secret: string): Promise<Delivery> {
  return deliver(url, { headers: eventHeaders(payload, secret), body: payload });
}

/** Stripe counts any 2xx as delivered. */
export const accepted = (delivery: Delivery) => delivery.reached && delivery.status >= 200 && delivery.status < 300;
