import { z } from 'zod';
import { productImageSchema, quotedMoneySchema } from './catalog';
import { DELIVERY_KINDS } from './logistics';
import { deliveryChoiceSchema } from './orders';

/** Most of one product a cart takes, and most products (lines) in one cart. */
export const MAX_CART_QUANTITY = 99;
export const MAX_CART_LINES = 100;
/**
 * A visitor's cart is found by this header: an opaque token the API hands out with the cart's
 * first line and the browser keeps. A logged-in buyer's cart is found by the session instead.
 */
export const CART_TOKEN_HEADER = 'x-cart-token';
export const CART_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const quantitySchema = z.number().int().min(1).max(MAX_CART_QUANTITY);

export const cartLineInputSchema = z.object({ productId: z.uuid(), quantity: quantitySchema }).strict();
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

export const cartQuantitySchema = z.object({ quantity: quantitySchema }).strict();
export const cartLineParamsSchema = z.object({ productId: z.uuid() });
export const cartMergeSchema = z.object({ cartToken: z.string().regex(CART_TOKEN_PATTERN) }).strict();

export const cartLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  image: productImageSchema.nullable(),
  quantity: z.number().int(),
  /** How many the seller has now; a line above it cannot be ordered as it is. */
  available: z.number().int(),
  /** False when the product was withdrawn (or its seller suspended) since it was added. */
  purchasable: z.boolean(),
  unitPrice: quotedMoneySchema,
  /** The unit price when the line was added, when it has changed since (else null). */
  previousUnitPrice: quotedMoneySchema.nullable(),
  lineTotal: quotedMoneySchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * PUT /api/cart/deliveries: one seller's delivery as the buyer chose it, or several at once. A
 * method that needs a parcel locker, a pickup point or a shop may be chosen before it: the cart
 * then says the choice is not complete.
 */
export const cartDeliveriesInputSchema = z.union([
  deliveryChoiceSchema,
  z.object({ deliveries: z.array(deliveryChoiceSchema).min(1).max(MAX_CART_LINES) }).strict(),
]);
export type CartDeliveriesInput = z.infer<typeof cartDeliveriesInputSchema>;

/** One way a seller delivers, priced for this order by the server. */
export const cartDeliveryOptionSchema = z.object({
  /** The price-list entry; null for store pickup. */
  id: z.string().nullable(),
  carrierName: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  cod: z.boolean(),
  needsPoint: z.boolean(),
  /** What it costs this order: nothing once the seller's items reach its threshold. */
  price: quotedMoneySchema,
  free: z.boolean(),
  /** From what value of this seller's items it is free; null: never. */
  freeFrom: quotedMoneySchema.nullable(),
  deliveryDays: z.number().int(),
  /** When it would arrive if ordered now (store pickup: when it is ready at the shop), YYYY-MM-DD. */
  estimatedDate: z.string(),
});
export type CartDeliveryOption = z.infer<typeof cartDeliveryOptionSchema>;

/** The delivery the buyer chose for a seller, as the server reads it now. */
export const cartDeliverySchema = z.object({
  optionId: z.string().nullable(),
  kind: z.enum(DELIVERY_KINDS),
  carrierName: z.string(),
  cod: z.boolean(),
  needsPoint: z.boolean(),
  /** The parcel locker or pickup point, with its address where it is known. */
  point: z.object({ name: z.string(), address: z.string() }).nullable(),
  /** The shop to collect from (store pickup), with its name and address. */
  shop: z.object({ id: z.string(), name: z.string(), address: z.string() }).nullable(),
  price: quotedMoneySchema,
  free: z.boolean(),
  estimatedDate: z.string().nullable(),
  /** Everything the method needs is chosen and still offered: the order can be placed with it. */
  complete: z.boolean(),
  /**
   * Why it cannot be placed as it is, an error code: the seller no longer offers it
   * (delivery_type_unavailable, provider_has_no_shops) or the locker is out of service
   * (parcel_point_retired). Null when it can, or when only the point or shop is still missing.
   */
  problem: z.string().nullable(),
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

/**
 * How far the seller's items are from free delivery: the chosen delivery's threshold, or before
 * a choice the seller's lowest.
 */
export const freeDeliverySchema = z.object({
  reached: z.boolean(),
  threshold: quotedMoneySchema.nullable(),
  /** What more makes delivery free (at least one minor unit); null when reached or never free. */
  remaining: quotedMoneySchema.nullable(),
  /** The items' share of the threshold, 0 to 100. */
  percent: z.number().int(),
});
export type FreeDelivery = z.infer<typeof freeDeliverySchema>;

export const cartSellerSchema = z.object({
  company: z.object({ id: z.string(), name: z.string() }),
  lines: z.array(cartLineSchema),
  /** The seller's products that can be ordered: the sum of their line totals. */
  subtotal: quotedMoneySchema,
  deliveryOptions: z.object({
    /** False while the seller has not set its price list: nothing of it can be delivered yet. */
    available: z.boolean(),
    options: z.array(cartDeliveryOptionSchema),
  }),
  delivery: cartDeliverySchema.nullable(),
  freeDelivery: freeDeliverySchema,
  /** What the chosen delivery adds (0 before a choice, or when it is free). */
  deliveryPrice: quotedMoneySchema,
  /** subtotal + deliveryPrice: this seller's order. */
  total: quotedMoneySchema,
});
export type CartSeller = z.infer<typeof cartSellerSchema>;

/**
 * The cart with its quote. Every amount is computed by the server in the visitor's currency, in
 * whole minor units and added the way a placed purchase shows its orders, so the grand total is
 * to the minor unit what placing the cart will cost.
 */
export const cartSchema = z.object({
  /** Handed out once, with a visitor's new cart: the browser sends it back in X-Cart-Token. */
  cartToken: z.string().nullable(),
  /** Units in the cart, for the header's badge. */
  itemCount: z.number().int(),
  sellers: z.array(cartSellerSchema),
  /** The products that can be ordered, every seller's subtotal together. */
  total: quotedMoneySchema,
  /** What the chosen deliveries add. */
  deliveryTotal: quotedMoneySchema,
  /** total + deliveryTotal: what the purchase costs. */
  grandTotal: quotedMoneySchema,
  /** Every seller with something to order has a complete delivery: the cart can be placed. */
  deliveriesComplete: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;
