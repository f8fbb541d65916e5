import { z } from 'zod';
import { quotedMoneySchema } from './catalog';
import { DELIVERY_KINDS } from './logistics';
import { emailSchema, invoiceDetailsInputSchema, phoneSchema, shippingAddressInputSchema } from './users';

/** An order's life: placed → paid → packed → shipped → delivered; cancelled before shipping. */
export const ORDER_STATUSES = ['placed', 'paid', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** unpaid: waiting for an online payment; cod: paid to the courier on delivery; refund_due: cancelled after paying. */
export const PAYMENT_STATUSES = ['unpaid', 'cod', 'paid', 'refund_due'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Sent with every order placement: the same key twice places one order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** A seller's delivery as the buyer chose it in the cart. */
export const deliveryChoiceSchema = z
  .object({
    companyId: z.uuid(),
    /** The price-list entry; null for store pickup. */
    optionId: z.uuid().nullable(),
    kind: z.enum(DELIVERY_KINDS),
    /** A parcel locker's or pickup point's name, where the method needs a point. */
    pointName: z.string().trim().min(2).max(32).optional(),
    /** The shop to collect from (store pickup). */
    shopId: z.uuid().optional(),
  })
  .strict();
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

const personName = z.string().trim().min(1).max(100);

export const checkoutSchema = z
  .object({
    deliveries: z.array(deliveryChoiceSchema).max(100),
    contact: z.object({ firstName: personName, lastName: personName, email: emailSchema, phone: phoneSchema }).strict(),
    shippingAddress: shippingAddressInputSchema,
    invoice: invoiceDetailsInputSchema.nullable().default(null),
  })
  .strict();
export type CheckoutInput = z.input<typeof checkoutSchema>;

export const placedOrderSchema = z.object({
  id: z.string(),
  /** For people: GM-2026-000123. */
  number: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  itemsTotal: quotedMoneySchema,
  deliveryPrice: quotedMoneySchema,
  total: quotedMoneySchema,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderGroupSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  orders: z.array(placedOrderSchema),
  total: quotedMoneySchema,
});
export type OrderGroup = z.infer<typeof orderGroupSchema>;
