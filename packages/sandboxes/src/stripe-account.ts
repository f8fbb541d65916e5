import { randomBytes } from 'node:crypto';

/**
 * One Stripe account as the sandbox keeps it: its settings (keys, webhook endpoint, where it is
 * served) and what it was asked and made so far (requests, checkout sessions, refunds), which the
 * API, the payment page and the events all read and change.
 */

export type Json = Record<string, unknown>;

export const API_VERSION = '2026-10-28.endive';

/** Stripe's ids: a prefix and random characters. */
export const stripeId = (prefix: string, length = 24) =>
  `${prefix}_${randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** A request as it reached the sandbox: the form body decoded into Stripe's nested parameters. */
export interface StripeRequest {
  method: string;
  /** The API path, `/v1/…`, whatever the sandbox's basePath. */
  path: string;
  authorization?: string;
  idempotencyKey?: string;
  body: Json;
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

export interface StripeAccount {
  options: StripeSandboxOptions;
  /** Every API request received, in order (the payment pages not included). */
  requests: StripeRequest[];
  /** The checkout sessions created, by id. */
  sessions: Map<string, Json>;
  /** The product name of each session's first line, for the payment page. */
  descriptions: Map<string, string>;
  /** The refunds made, in order. */
  refunds: StoredRefund[];
}

export function openStripeAccount(options: StripeSandboxOptions): StripeAccount {
  return { options, requests: [], sessions: new Map(), descriptions: new Map(), refunds: [] };
}
