import { pathBelow, plainHandler, requestUrl, sendHtml, type SandboxHandler } from './http';
import { messagePage } from './pages';
import { openStripeAccount, type Json, type StripeSandboxOptions } from './stripe-account';
import { createStripeApi, sendStripeJson } from './stripe-api';
import { createStripeCheckout } from './stripe-checkout';
import { eventHeaders, settleSession, type CheckoutOutcome } from './stripe-events';

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
 *
 * This file routes the requests; the API (stripe-api.ts, its parameters in stripe-params.ts), the
 * payment page (stripe-checkout.ts) and the events (stripe-events.ts) share one account
 * (stripe-account.ts).
 */

export type StripeSandbox = ReturnType<typeof createStripeSandbox>;

export function createStripeSandbox(options: StripeSandboxOptions) {
  const account = openStripeAccount(options);
  const { requests, sessions, refunds } = account;
  const { basePath } = options;
  const api = createStripeApi(account);
  const checkout = createStripeCheckout(account);

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
      if (page && !page[2] && method === 'GET') return checkout.showPage(response, decodeURIComponent(page[1]!));
      if (page?.[2] && method === 'POST') return checkout.endCheckout(request, response, decodeURIComponent(page[1]!));
      sendHtml(
        response,
        404,
        messagePage({ operator: 'Stripe', heading: 'Not found', text: 'There is nothing at this address.' }),
      );
    },
    (response, status) => {
      sendStripeJson(response, status, { error: { type: 'api_error', message: 'Unexpected error.' } });
    },
  );

  /** Settles the session as the buyer's checkout would and answers the event Stripe sends about it. */
  const settle = (id: string, outcome: CheckoutOutcome) => settleSession(sessions, id, outcome);

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
