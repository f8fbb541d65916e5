import type { Json } from './stripe-account';

/**
 * Stripe's parameters as the API reads them: the SDK's form encoding decoded, the checks on a
 * new checkout session, and Stripe's error answer for a request it refuses.
 */

/** The languages Checkout's page speaks (anything else is refused as Stripe refuses it). */
const LOCALES = new Set(
  (
    'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt ' +
    'pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'
  ).split(' '),
);

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
export class StripeProblem {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {}
}

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A parameter as Stripe's messages quote it. */
export const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
export const isIntegerString = (value: unknown): value is string => typeof value === 'string' && /^\d+$/.test(value);

export function missing(param: string) {
  return new StripeProblem(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });
}
export function invalid(param: string, message: string) {
  return new StripeProblem(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });
}

/** Stripe's checks on `POST /v1/checkout/sessions` for what a one-off payment sends. */
export function validateSession(body: Json): StripeProblem | undefined {
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
