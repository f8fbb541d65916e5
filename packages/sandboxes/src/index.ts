// The operators' sides of their protocols, for the demo and the tests; the server loads this
// package only in demo mode, so a production build carries none of it.
export {
  createPaymentSandbox,
  sandboxKeys,
  sandboxNotifyUrls,
  sandboxOperatorUrls,
  type PaymentSandbox,
  type SandboxKeys,
  type SandboxOperatorUrls,
} from './payment-sandbox';
export { createStripeSandbox, type StripeSandbox } from './stripe';
export { type StripeRequest, type StripeSandboxOptions } from './stripe-account';
export { stripeSignature, type CheckoutOutcome } from './stripe-events';
export { decodeStripeForm } from './stripe-params';
export {
  createPrzelewy24Sandbox,
  type P24Account,
  type P24Transaction,
  type Przelewy24Sandbox,
  type Przelewy24SandboxOptions,
} from './przelewy24';
export {
  createAutopaySandbox,
  editItn,
  type AutopaySandbox,
  type AutopaySandboxOptions,
  type ItnConfirmation,
  type ItnTransaction,
} from './autopay';
export { createShipxSandbox, type ShipxSandbox, type ShipxSandboxOptions } from './shipx';
export { createS3Sandbox, type S3Object, type S3Sandbox, type S3SandboxOptions } from './s3';
export { createMeilisearchSandbox, type MeilisearchSandbox, type MeilisearchSandboxOptions } from './meilisearch';
