import { z } from 'zod';
import { moneySchema } from './catalog';

/**
 * How a buyer pays: by card (Stripe) or through Przelewy24 — the marketplace's own accounts, the
 * whole purchase at once —, through Autopay — each seller's own account, its order alone —, or in
 * cash on delivery, which no operator handles (the seller marks it paid).
 */
export const PAYMENT_METHODS = ['stripe', 'przelewy24', 'autopay', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OnlinePaymentMethod = Exclude<PaymentMethod, 'cod'>;

/**
 * A payment's life: started (the buyer is at the operator), pending (the operator is waiting for
 * the money), then paid, failed or cancelled; superseded when the buyer started another payment for
 * the same orders before finishing this one (a purchase has one live payment at a time); flagged
 * when money arrived that cannot pay its orders as asked — another amount than asked, or orders
 * already paid, cancelled or expired — the operator of the marketplace looks at it, and where the
 * operator can, the money goes back by itself.
 */
export const PAYMENT_STATES = ['started', 'pending', 'paid', 'failed', 'cancelled', 'superseded', 'flagged'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Why a payment is flagged: the operator reported another amount than asked; its orders had been
 * paid by another payment; its orders had been cancelled or had expired before the money came.
 */
export const PAYMENT_FLAG_REASONS = ['amount_mismatch', 'already_paid', 'orders_closed'] as const;
export type PaymentFlagReason = (typeof PAYMENT_FLAG_REASONS)[number];

/** What happens to a flagged payment's money: given back by the operator (due, then done), or by hand. */
export const PAYMENT_REFUND_STATES = ['due', 'refunded', 'manual'] as const;
export type PaymentRefundState = (typeof PAYMENT_REFUND_STATES)[number];

/** Why a method is not offered for a purchase. */
export const METHOD_UNAVAILABLE_REASONS = ['switched_off', 'not_configured', 'no_cod_delivery'] as const;

export const paymentMethodOptionSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  available: z.boolean(),
  reason: z.enum(METHOD_UNAVAILABLE_REASONS).nullable(),
  /** What the buyer is charged, in the operator's currency (Autopay and Przelewy24 charge in PLN). */
  amount: moneySchema,
  /** Autopay pays one seller's order at a time: the orders it can pay, with their amounts. */
  perOrder: z.array(z.object({ orderId: z.string(), number: z.string(), amount: moneySchema })).nullable(),
  /** The operator's page opens in a new window. */
  newWindow: z.boolean(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

export const paymentOptionsSchema = z.object({
  groupId: z.string(),
  methods: z.array(paymentMethodOptionSchema),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const startPaymentSchema = z
  .object({
    groupId: z.uuid(),
    method: z.enum(['stripe', 'przelewy24', 'autopay']),
    /** Autopay only: the seller's order to pay. */
    orderId: z.uuid().optional(),
  })
  .strict();
export type StartPayment = z.infer<typeof startPaymentSchema>;

export const paymentRedirectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('form'), action: z.string(), fields: z.record(z.string(), z.string()) }),
]);

export const paymentSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  amount: moneySchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Why a flagged payment could not pay its orders as asked; null unless flagged. */
  flagReason: z.enum(PAYMENT_FLAG_REASONS).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const startedPaymentSchema = paymentSchema.extend({
  redirect: paymentRedirectSchema,
  newWindow: z.boolean(),
});
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

/** A payment the operator of the marketplace should look at, with why and what happens to its money. */
export const flaggedPaymentSchema = paymentSchema.extend({
  reference: z.string(),
  operatorRef: z.string().nullable(),
  reason: z.enum(PAYMENT_FLAG_REASONS),
  /** What is given back (minor units of the payment's currency), and how far that is; null when nothing is. */
  refund: z.object({ amount: moneySchema, state: z.enum(PAYMENT_REFUND_STATES) }).nullable(),
  /** The amounts the operator reported for it (minor units and currency). */
  reported: z.array(moneySchema),
  orderNumbers: z.array(z.string()),
});
export type FlaggedPayment = z.infer<typeof flaggedPaymentSchema>;
export const flaggedPaymentListSchema = z.object({ items: z.array(flaggedPaymentSchema) });
