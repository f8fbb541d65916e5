/**
 * What every online payment operator (Stripe, Autopay, Przelewy24) does for the marketplace,
 * each in its own protocol: start a payment the buyer completes on the operator's side, and read
 * the operator's notifications about it. The payments module speaks only to this interface; the
 * sandbox and production differ in host and keys, never in code.
 */

export const PAYMENT_OPERATORS = ['stripe', 'autopay', 'przelewy24'] as const;
export type PaymentOperatorName = (typeof PAYMENT_OPERATORS)[number];

export interface PaymentStart {
  /** The marketplace's id of the payment: the operator's order id / session id / reference. */
  paymentId: string;
  /** Minor units of `currency`. */
  amount: number;
  /** ISO 4217, e.g. 'PLN', 'EUR'. */
  currency: string;
  description: string;
  customerEmail: string;
  /** Where the buyer's browser comes back after paying (success or not yet known). */
  returnUrl: string;
  /** Where the buyer's browser comes back after cancelling. */
  cancelUrl: string;
  /** Where the operator posts its notifications (webhook / ITN / urlStatus). */
  notifyUrl: string;
  /** Sent where the operator accepts one, so a retried start creates nothing twice. */
  idempotencyKey: string;
  /** The buyer's language, e.g. 'pl-PL', where the operator's page can follow it. */
  language: string;
}

/** How the buyer's browser reaches the operator: a plain redirect, or a form it auto-submits. */
export type PaymentRedirect =
  | { kind: 'redirect'; url: string; operatorRef: string | null }
  | { kind: 'form'; action: string; fields: Record<string, string>; operatorRef: string | null };

/** A notification as it arrived: what the operator signed is in here. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures are over these bytes. */
  rawBody: Buffer;
}

export type NoticeStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** One verified fact the operator told about one payment. */
export interface PaymentNotice {
  /** Unique per operator for this fact: the same notice delivered again has the same id. */
  eventId: string;
  /** The marketplace's payment id it is about. */
  paymentId: string;
  /** The operator's own id of the transaction (remoteID, orderId, payment_intent). */
  operatorRef: string;
  status: NoticeStatus;
  /** Minor units, as the operator reports them. */
  amount: number;
  currency: string;
}

/** A notification whose signature, hash or shape is wrong: answered 400, nothing applied. */
export class NotificationRejected extends Error {
  override readonly name = 'NotificationRejected';
}

/** What the operator must be answered once the notices have been stored. */
export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentOperator {
  readonly name: PaymentOperatorName;
  start(input: PaymentStart): Promise<PaymentRedirect>;
  /** Verifies a notification and reads it; throws NotificationRejected when it is not authentic. */
  readNotification(notification: IncomingNotification): Promise<PaymentNotice[]>;
  /** The answer the operator expects after the notices were stored (or were known already). */
  answer(notices: PaymentNotice[]): NotificationAnswer;
  /**
   * Where the operator wants the marketplace to confirm a reported payment before it counts
   * (Przelewy24's verify); the others count a verified notification as it is.
   */
  confirm?(notice: PaymentNotice): Promise<void>;
  /**
   * Ends a payment the buyer has not completed, so it can no longer be paid (Stripe: the Checkout
   * Session expires). Operators without it keep the page open; their payment is marked superseded
   * instead, and money that still comes for it is not taken as a second charge.
   */
  close?(operatorRef: string): Promise<void>;
  /** Gives the money back (Stripe); `idempotencyKey` makes a retry refund once. */
  refund?(input: { operatorRef: string; amount: number; idempotencyKey: string }): Promise<void>;
  /**
   * Asks the operator whether the buyer paid a payment (by the marketplace's `paymentId`), for an
   * operator that notifies nothing when a payment fails (Przelewy24): the marketplace asks once the
   * buyer is back from the operator's page.
   */
  lookUp?(paymentId: string): Promise<PaymentLookup>;
}

/**
 * What the operator says of a payment when asked: `unpaid` — no money came for it (declined,
 * cancelled or never paid); `paid` — the buyer paid (its notification counts it, as always).
 */
export interface PaymentLookup {
  status: 'unpaid' | 'paid';
  /** The operator's own id of the transaction, when it gave one. */
  operatorRef: string | null;
}
