import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeSandbox } from '@glowmarket/sandboxes';

export { decodeStripeForm, stripeSignature, type CheckoutOutcome, type StripeRequest } from '@glowmarket/sandboxes';

/**
 * Stripe's API, Checkout page and webhook events on a local server of their own: the payment
 * sandbox the app serves (packages/sandboxes/src/stripe.ts), at the server's root.
 * Its events are sent by `completeSession` to the webhook a test names.
 */
export async function startStripe(options: { secretKey: string }) {
  let url = '';
  const stripe = createStripeSandbox({ basePath: '', pageBaseUrl: () => url, keys: { secretKey: options.secretKey } });
  const server = createServer(stripe.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { handle: _handle, ...helpers } = stripe;
  return { url, ...helpers, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type StripeServer = Awaited<ReturnType<typeof startStripe>>;
