import { z } from 'zod';
import { quotedMoneySchema } from './catalog';
import { DELIVERY_KINDS } from './logistics';
import { emailSchema, invoiceDetailsInputSchema, phoneSchema, shippingAddressInputSchema } from './users';

/** An order's life: placed → paid → packed → shipped → delivered; cancelled before shipping. */
export const ORDER_STATUSES = ['placed', 'paid', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * unpaid: waiting for an online payment; cod: paid to the courier on delivery; refund_due:
 * cancelled after paying; refunded: the money went back (by the card operator).
 */
export const PAYMENT_STATUSES = ['unpaid', 'cod', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Sent with every order placement: the same key twice places one order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** A seller's delivery as the buyer chose it, in the cart or at checkout. */
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
    /** Each seller's delivery; when left out, the ones chosen on the cart (PUT /api/cart/deliveries). */
    deliveries: z.array(deliveryChoiceSchema).max(100).optional(),
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

/**
 * Where a seller may move an order from here: placed → paid → packed → shipped (with a tracking
 * number) → delivered. A cash-on-delivery order is packed without being paid and is paid on
 * delivery. Cancelling is possible until the parcel leaves.
 */
export function nextStatuses(order: { status: OrderStatus; paymentStatus: PaymentStatus }): OrderStatus[] {
  switch (order.status) {
    case 'placed':
      return order.paymentStatus === 'cod' ? ['packed', 'cancelled'] : ['paid', 'cancelled'];
    case 'paid':
      return ['packed', 'cancelled'];
    case 'packed':
      return ['shipped', 'cancelled'];
    case 'shipped':
      return ['delivered'];
    default:
      return [];
  }
}

export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    /** Required when shipping (unless a ShipX shipment gave one). */
    trackingNumber: z.string().trim().regex(TRACKING_NUMBER_PATTERN).optional(),
  })
  .strict();
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** How an unpaid purchase will be paid, chosen after placing (online operators come with payments). */
export const PAYMENT_CHOICES = ['cod', 'later'] as const;
export const paymentChoiceSchema = z.object({ method: z.enum(PAYMENT_CHOICES) }).strict();
export type PaymentChoice = z.infer<typeof paymentChoiceSchema>;

const snapshotPointSchema = z.object({ name: z.string(), line1: z.string(), line2: z.string() });

/** How an order travels, as it was when placed. */
export const orderDeliverySchema = z.object({
  kind: z.enum(DELIVERY_KINDS),
  carrierName: z.string(),
  cod: z.boolean(),
  key: z.string().nullable(),
  deliveryDays: z.number().int(),
  point: snapshotPointSchema.nullable(),
  shop: z.object({ id: z.string(), title: z.string(), address: z.string() }).nullable(),
});

export const orderLineSchema = z.object({
  productId: z.string().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  unitPrice: quotedMoneySchema,
  lineTotal: quotedMoneySchema,
});

const contactSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() });
const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string().optional(),
  country: z.string(),
});
const invoiceSchema = addressSchema.extend({ entityName: z.string(), taxId: z.string() });

/** A ShipX shipment made for the order: confirmed ones have a label. */
export const orderShipmentSchema = z.object({
  id: z.string(),
  status: z.string(),
  trackingNumber: z.string().nullable(),
});

/** An order as its buyer sees it: amounts in the currency and at the rate of placing. */
export const buyerOrderSchema = placedOrderSchema.extend({
  groupId: z.string(),
  createdAt: z.string(),
  lines: z.array(orderLineSchema),
  delivery: orderDeliverySchema,
  trackingNumber: z.string().nullable(),
  /** Until when an unpaid order keeps its stock; null when it is not waiting for a payment. */
  payBy: z.string().nullable(),
  contact: contactSchema,
  shippingAddress: addressSchema,
  invoice: invoiceSchema.nullable(),
});
export type BuyerOrder = z.infer<typeof buyerOrderSchema>;

/** An order as its seller (and the operator) sees it: amounts in euros, the commission beside them. */
export const sellerOrderSchema = buyerOrderSchema.extend({
  /** The operator's rate on the items, in percent (6 = 6 %). */
  commissionPercent: z.number(),
  commission: quotedMoneySchema,
  /** What the seller receives: the total less the commission. */
  payout: quotedMoneySchema,
  shipment: orderShipmentSchema.nullable(),
  /** An InPost order without a shipment yet, before it leaves: 'Create shipment' applies. */
  canCreateShipment: z.boolean(),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const buyerOrderListSchema = z.object({
  items: z.array(buyerOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BuyerOrderList = z.infer<typeof buyerOrderListSchema>;

/** A purchase waiting for its payment choice: /payment-selection. */
export const purchaseSchema = orderGroupSchema.extend({ orders: z.array(buyerOrderSchema) });
export type Purchase = z.infer<typeof purchaseSchema>;

/** A real calendar day, YYYY-MM-DD, in this millennium (orders are never older). */
const isoDay = z.iso.date().regex(/^2\d{3}-/);

export const sellerOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Placed on or after this day, and on or before `to` (UTC days). */
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** An order number or a customer's name, e-mail or phone. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SellerOrderQuery = z.input<typeof sellerOrderQuerySchema>;

export const adminOrderQuerySchema = sellerOrderQuerySchema.extend({ company: z.uuid().optional() });
export type AdminOrderQuery = z.input<typeof adminOrderQuerySchema>;

/** Amounts in euro cents over the orders a filter finds (cancelled ones left out of the sums). */
export const orderTotalsSchema = z.object({
  count: z.number().int(),
  gross: quotedMoneySchema,
  commission: quotedMoneySchema,
});

export const sellerOrderListSchema = z.object({
  items: z.array(sellerOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: orderTotalsSchema,
});
export type SellerOrderList = z.infer<typeof sellerOrderListSchema>;

/** A buyer who has ordered from the seller. */
export const customerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  orders: z.number().int(),
  spent: quotedMoneySchema,
  lastOrderAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const customerListSchema = z.object({
  items: z.array(customerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListSchema>;

export const MONTH_PATTERN = /^2\d{3}-(0[1-9]|1[0-2])$/;

/**
 * One seller's month: orders placed in it and not cancelled; gross = what buyers paid (items and
 * delivery); the commission on the items; VAT on the commission at the site's rate; payout = gross
 * less both. Euro cents.
 */
export const statementSchema = z.object({
  month: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  orders: z.number().int(),
  gross: z.number().int(),
  commission: z.number().int(),
  commissionVat: z.number().int(),
  payout: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementQuerySchema = z.object({
  month: z.string().regex(MONTH_PATTERN),
  format: z.enum(['json', 'csv']).default('json'),
});

export const statementListSchema = z.object({
  month: z.string(),
  /** VAT on the commission, in percent (23 = 23 %). */
  vatPercent: z.number(),
  items: z.array(statementSchema),
});
export type StatementList = z.infer<typeof statementListSchema>;

export const commissionVatSchema = z.object({ percent: z.number().min(0).max(100) }).strict();

export const ORDER_PAGE_SIZE = 20;
