/**
 * The notifications the payment operators send about a payment, signed as each operator signs
 * them with the keys of the demo's sandboxes: a Stripe webhook event, an Autopay ITN, a
 * Przelewy24 status notification. Built here rather than asked of the sandboxes, so a part can
 * send the same notification again, late, or to the other instance.
 */
import { randomUUID } from 'node:crypto';
import type { SandboxKeys } from '@glowmarket/sandboxes';
import { autopayHash, formatAutopayAmount } from '../src/integrations/payments/autopay';
import { p24Sign } from '../src/integrations/payments/przelewy24';
import { signStripePayload } from '../src/integrations/payments/stripe';

/** The demo sandboxes' keys (packages/sandboxes `sandboxKeys()`): fixed, and plainly not secret. */
export const DEMO_KEYS: SandboxKeys = {
  stripe: { secretKey: 'sk_test_sandbox', webhookSecret: 'whsec_sandbox_not_a_secret' },
  autopay: { serviceId: '100001', sharedKey: 'autopay-sandbox-shared-key-not-a-secret' },
  przelewy24: {
    merchantId: 100001,
    posId: 100001,
    crcKey: 'p24-sandbox-crc-not-a-secret',
    apiKey: 'p24-sandbox-api-key-not-a-secret',
  },
};

/** A payment as the operators know it: the marketplace's reference and what it asked for. */
export interface OperatorPayment {
  reference: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** Przelewy24's order id of the transaction registered for it. */
  p24OrderId?: number;
}

/** One signed notification, ready to post. */
export interface SignedNotification {
  path: string;
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

const STRIPE_EVENTS = {
  /** Paid by card at once. */
  paid: { type: 'checkout.session.completed', paymentStatus: 'paid' },
  /** A delayed method still on its way. */
  processing: { type: 'checkout.session.completed', paymentStatus: 'unpaid' },
  /** The delayed method went through. */
  async_succeeded: { type: 'checkout.session.async_payment_succeeded', paymentStatus: 'paid' },
} as const;
export type StripeOutcome = keyof typeof STRIPE_EVENTS;

/** A Stripe event about the payment's Checkout Session, with a new event id. */
export function stripeNotification(payment: OperatorPayment, outcome: StripeOutcome): SignedNotification {
  const event = STRIPE_EVENTS[outcome];
  const body = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: {
      object: {
        id: `cs_test_${payment.reference}`,
        object: 'checkout.session',
        client_reference_id: payment.reference,
        metadata: { paymentId: payment.reference },
        payment_intent: `pi_${payment.reference}`,
        amount_total: payment.amount,
        currency: payment.currency.toLowerCase(),
        payment_status: event.paymentStatus,
        status: 'complete',
      },
    },
  });
  return {
    path: '/api/payments/notify/stripe',
    contentType: 'application/json',
    // Signed now: Stripe's signatures are good for five minutes.
    headers: { 'stripe-signature': signStripePayload(body, DEMO_KEYS.stripe.webhookSecret) },
    body,
  };
}

/** Autopay's id of the payment's transaction. */
export function autopayRemoteId(payment: OperatorPayment): string {
  return `R${payment.reference.slice(0, 12).toUpperCase()}`;
}

/** An ITN as Autopay posts it: the XML in base64, hashed over its values in document order. */
export function autopayNotification(
  payment: OperatorPayment,
  status: 'PENDING' | 'SUCCESS' | 'FAILURE',
): SignedNotification {
  const { serviceId, sharedKey } = DEMO_KEYS.autopay;
  const fields: [string, string][] = [
    ['orderID', payment.reference],
    ['remoteID', autopayRemoteId(payment)],
    ['amount', formatAutopayAmount(payment.amount)],
    ['currency', payment.currency],
    ['gatewayID', '106'],
    ['paymentDate', new Date().toISOString().replace(/\D/g, '').slice(0, 14)],
    ['paymentStatus', status],
    // A pending payment has no details yet: the element is left out.
    ['paymentStatusDetails', { SUCCESS: 'AUTHORIZED', PENDING: '', FAILURE: 'REJECTED' }[status]],
  ];
  const sent = fields.filter(([, value]) => value !== '');
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<transactionList>',
    `<serviceID>${serviceId}</serviceID>`,
    '<transactions><transaction>',
    ...sent.map(([name, value]) => `<${name}>${value}</${name}>`),
    '</transaction></transactions>',
    `<hash>${autopayHash([serviceId, ...sent.map(([, value]) => value)], sharedKey)}</hash>`,
    '</transactionList>',
  ].join('');
  return {
    path: '/api/payments/notify/autopay',
    contentType: 'application/x-www-form-urlencoded',
    headers: {},
    body: new URLSearchParams({ transactions: Buffer.from(xml, 'utf8').toString('base64') }).toString(),
  };
}

/** The notification Przelewy24 posts to `urlStatus` once the buyer has paid. */
export function przelewy24Notification(payment: OperatorPayment): SignedNotification {
  const { merchantId, posId, crcKey } = DEMO_KEYS.przelewy24;
  const orderId = payment.p24OrderId ?? 0;
  const fields = {
    merchantId,
    posId,
    sessionId: payment.reference,
    amount: payment.amount,
    originAmount: payment.amount,
    currency: payment.currency,
    orderId,
    methodId: 25,
    statement: `p24-${orderId}`,
  };
  return {
    path: '/api/payments/notify/przelewy24',
    contentType: 'application/json',
    headers: {},
    body: JSON.stringify({ ...fields, sign: p24Sign({ ...fields, crc: crcKey }) }),
  };
}
