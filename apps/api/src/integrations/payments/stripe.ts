import Stripe from 'stripe';
import { z } from 'zod';
import {
  NotificationRejected,
  type NoticeStatus,
  type PaymentNotice,
  type PaymentOperator,
  type PaymentRedirect,
  type PaymentStart,
} from './operator';

/**
 * Stripe for cards, through the official SDK and the marketplace's own account: a payment starts
 * as a Checkout Session the buyer is redirected to, and its outcome arrives as signed webhook
 * events about that session. Stripe's webhooks are set up once per account (their URL is in
 * Stripe's dashboard, together with the `whsec_` secret), so `notifyUrl` is not sent per session.
 *
 * Requests that fail throw the SDK's own errors (`Stripe.errors.StripeError` and its kinds, with
 * Stripe's `type`, `code`, `statusCode` and message).
 */

/** How old a signed event may be: Stripe's own default, so a captured request cannot be replayed later. */
const SIGNATURE_TOLERANCE_S = 300;

/** The SDK retries connection failures, 409s and 5xx; the idempotency key makes a retry create nothing twice. */
const MAX_NETWORK_RETRIES = 2;
const REQUEST_TIMEOUT_MS = 30_000;

/** The languages of Stripe Checkout's page; any other language lets Stripe follow the browser. */
const CHECKOUT_LOCALES = new Set([
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hi-IN',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
]);

/** The events about a Checkout Session that can tell a payment's outcome; all others are acknowledged and ignored. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** The session fields a notice is made of; the rest of Stripe's session is not read. */
const sessionSchema = z.object({
  id: z.string().min(1),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  // A string unless the event was asked to expand it; null until the buyer confirmed the payment.
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  amount_total: z.number().int().nonnegative(),
  currency: z.string().length(3),
  payment_status: z.string(),
});

export function createStripe(options: {
  /** The account's secret key, `sk_live_…` / `sk_test_…`. */
  secretKey: string;
  /** The webhook endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** Where Stripe's API is, e.g. `http://127.0.0.1:1234` for the tests and the sandbox; by default Stripe's. */
  apiUrl?: string;
}): PaymentOperator {
  const stripe = new Stripe(options.secretKey, {
    ...(options.apiUrl === undefined ? {} : apiAddress(options.apiUrl)),
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
  });

  return {
    name: 'stripe',

    async start(input: PaymentStart): Promise<PaymentRedirect> {
      const locale = checkoutLocale(input.language);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
              quantity: 1,
            },
          ],
          customer_email: input.customerEmail,
          // Both carry the payment id: the session's for its own events, the PaymentIntent's for
          // whoever looks at the payment in Stripe's dashboard.
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId },
          payment_intent_data: { metadata: { paymentId: input.paymentId } },
          success_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          ...(locale ? { locale } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { kind: 'redirect', url: session.url, operatorRef: session.id };
    },

    async readNotification({ headers, rawBody }): Promise<PaymentNotice[]> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new NotificationRejected('Stripe-Signature is missing or repeated');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, SIGNATURE_TOLERANCE_S);
      } catch (error) {
        // A wrong signature, an old timestamp, a body that is not the one signed or not JSON.
        throw new NotificationRejected(error instanceof Error ? error.message : 'Stripe event not verified', {
          cause: error,
        });
      }
      if (!SESSION_EVENTS.has(event.type)) return [];

      // Signed by Stripe, yet read as data: a session without the fields a notice needs is refused.
      const parsed = sessionSchema.safeParse(event.data?.object);
      if (!parsed.success) throw new NotificationRejected(`Stripe event ${event.id} has an unexpected session`);
      const session = parsed.data;
      const status = noticeStatus(event.type, session.payment_status);
      if (!status) return [];
      const paymentId = session.client_reference_id ?? session.metadata?.paymentId;
      // A session the marketplace did not start (another integration on the same account): not ours to apply.
      if (!paymentId) return [];
      const paymentIntent = session.payment_intent;
      return [
        {
          eventId: event.id,
          paymentId,
          operatorRef: (typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id) ?? session.id,
          status,
          amount: session.amount_total,
          currency: session.currency.toUpperCase(),
        },
      ];
    },

    answer() {
      return { status: 200, contentType: 'application/json', body: JSON.stringify({ received: true }) };
    },

    async close(operatorRef: string): Promise<void> {
      // Only a session is closed; once paid, the reference is the PaymentIntent's and nothing is left to close.
      if (!operatorRef.startsWith('cs_')) return;
      try {
        await stripe.checkout.sessions.expire(operatorRef);
      } catch (error) {
        // Already complete or expired: nothing is open any more, which is what was asked.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },

    async refund(input: { operatorRef: string; amount: number; idempotencyKey: string }): Promise<void> {
      await stripe.refunds.create(
        { payment_intent: input.operatorRef, amount: input.amount },
        { idempotencyKey: input.idempotencyKey },
      );
    },
  };
}

/**
 * The `Stripe-Signature` header Stripe would send with `payload`: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "t.payload" with the secret>`. For the tests and the sandbox, which play Stripe.
 */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** What a session event says about the payment; undefined while it says nothing final. */
function noticeStatus(type: string, paymentStatus: string): NoticeStatus | undefined {
  switch (type) {
    case 'checkout.session.completed':
      // 'unpaid' here is a delayed method (a bank debit) still on its way: its outcome comes as an async_payment event.
      return paymentStatus === 'paid' ? 'paid' : undefined;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'cancelled';
    default:
      return undefined;
  }
}

/** The SDK takes the API's address in parts; only the origin counts, as the SDK adds `/v1/` itself. */
function apiAddress(apiUrl: string): { protocol: 'http' | 'https'; host: string; port: number } {
  const url = new URL(apiUrl);
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') throw new Error(`Stripe's API URL must be http(s), got ${apiUrl}`);
  if (url.pathname !== '/') throw new Error(`Stripe's API URL is an origin without a path, got ${apiUrl}`);
  return {
    protocol,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
  };
}

/** 'pl-PL' → 'pl', 'pt-BR' → 'pt-BR', 'en-US' → 'en'; undefined when Checkout has no such language. */
function checkoutLocale(language: string): string | undefined {
  const [primary = '', region] = language.split(/[-_]/);
  const full = region ? `${primary.toLowerCase()}-${region.toUpperCase()}` : primary.toLowerCase();
  if (CHECKOUT_LOCALES.has(full)) return full;
  if (CHECKOUT_LOCALES.has(primary.toLowerCase())) return primary.toLowerCase();
  return undefined;
}
