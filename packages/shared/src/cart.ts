import { z } from 'zod';
import { productImageSchema, quotedMoneySchema } from './catalog';

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

export const cartSellerSchema = z.object({
  company: z.object({ id: z.string(), name: z.string() }),
  lines: z.array(cartLineSchema),
  subtotal: quotedMoneySchema,
});
export type CartSeller = z.infer<typeof cartSellerSchema>;

export const cartSchema = z.object({
  /** Handed out once, with a visitor's new cart: the browser sends it back in X-Cart-Token. */
  cartToken: z.string().nullable(),
  /** Units in the cart, for the header's badge. */
  itemCount: z.number().int(),
  sellers: z.array(cartSellerSchema),
  total: quotedMoneySchema,
});
export type Cart = z.infer<typeof cartSchema>;
