import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathBelow, requestUrl } from './http';
import { createAutopaySandbox } from './autopay';
import { createPrzelewy24Sandbox } from './przelewy24';
import { createStripeSandbox } from './stripe';

/**
 * The three operators' sides of a payment, served by the app itself so `npm start` takes a payment
 * with no keys and no internet. Each sandbox speaks its operator's real protocol (the same one the
 * adapters' tests run against), with the keys below; the marketplace's handlers are the
 * production ones, only the operators' host and keys differ.
 */

export interface SandboxKeys {
  stripe: { secretKey: string; webhookSecret: string };
  autopay: { serviceId: string; sharedKey: string };
  przelewy24: { merchantId: number; posId: number; crcKey: string; apiKey: string };
}

/** Fixed keys that look like the operators' and are plainly not secret: anybody may read them here. */
export function sandboxKeys(): SandboxKeys {
  return {
    stripe: { secretKey: 'sk_test_sandbox', webhookSecret: 'whsec_sandbox_not_a_secret' },
    autopay: { serviceId: '100001', sharedKey: 'autopay-sandbox-shared-key-not-a-secret' },
    przelewy24: {
      merchantId: 100001,
      posId: 100001,
      crcKey: 'p24-sandbox-crc-not-a-secret',
      apiKey: 'p24-sandbox-api-key-not-a-secret',
    },
  };
}

/** Where the adapters find the operators in sandbox mode, named as their options are. */
export interface SandboxOperatorUrls {
  /**
   * For `createStripe`: the app's origin. The SDK takes an origin and always adds `/v1/…`, so the
   * sandbox answers Stripe's API at the root of the app, for requests carrying its secret key.
   */
  stripe: { apiUrl: string };
  autopay: { baseUrl: string };
  przelewy24: { baseUrl: string };
}

export function sandboxOperatorUrls(publicUrl: string): SandboxOperatorUrls {
  const base = withoutSlash(publicUrl);
  return {
    stripe: { apiUrl: new URL(base).origin },
    autopay: { baseUrl: `${base}/sandbox/autopay` },
    przelewy24: { baseUrl: `${base}/sandbox/przelewy24` },
  };
}

/** Where the marketplace listens for each operator's notifications, and the buyer's return from Autopay. */
export function sandboxNotifyUrls(publicUrl: string) {
  const base = withoutSlash(publicUrl);
  return {
    stripe: `${base}/api/payments/notify/stripe`,
    autopay: `${base}/api/payments/notify/autopay`,
    przelewy24: `${base}/api/payments/notify/przelewy24`,
    autopayReturn: `${base}/api/payments/return/autopay`,
  };
}

export interface PaymentSandbox {
  /**
   * Answers the request and returns true when it is the sandbox's: any path under `/sandbox/`, and
   * Stripe's API paths at the root (`/v1/checkout/sessions…`, `/v1/refunds…`) when they carry the
   * sandbox's secret key. Returns false, touching nothing, for every other request.
   */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  readonly keys: SandboxKeys;
}

const STRIPE_API_PATHS = /^\/v1\/(?:checkout\/sessions|refunds)(?:\/|$)/;

export function createPaymentSandbox(options: { publicUrl: string; keys: SandboxKeys }): PaymentSandbox {
  const { keys } = options;
  const base = withoutSlash(options.publicUrl);
  const notify = sandboxNotifyUrls(base);
  const handlers = {
    stripe: createStripeSandbox({
      basePath: '/sandbox/stripe',
      pageBaseUrl: `${base}/sandbox/stripe`,
      keys: keys.stripe,
      notifyUrl: notify.stripe,
      apiAtRoot: true,
    }).handle,
    autopay: createAutopaySandbox({
      basePath: '/sandbox/autopay',
      keys: keys.autopay,
      notifyUrl: notify.autopay,
      returnUrl: notify.autopayReturn,
    }).handle,
    przelewy24: createPrzelewy24Sandbox({
      basePath: '/sandbox/przelewy24',
      keys: keys.przelewy24,
      notifyUrl: notify.przelewy24,
    }).handle,
  };
  const stripeBearer = `Bearer ${keys.stripe.secretKey}`;

  return {
    keys,
    handle(request, response) {
      const { pathname } = requestUrl(request);
      if (STRIPE_API_PATHS.test(pathname) && request.headers.authorization === stripeBearer) {
        handlers.stripe(request, response);
        return true;
      }
      const below = pathBelow(pathname, '/sandbox');
      if (below === undefined) return false;
      const operator = /^\/(stripe|autopay|przelewy24)(?:\/|$)/.exec(below)?.[1] as keyof typeof handlers | undefined;
      if (operator) handlers[operator](request, response);
      else
        response
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('The payment sandboxes are /sandbox/stripe, /sandbox/autopay and /sandbox/przelewy24.\n');
      return true;
    },
  };
}

function withoutSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
