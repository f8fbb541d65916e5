import {
  cartSchema,
  type Cart,
  type CartDelivery,
  type CartDeliveryOption,
  type CartLine,
  type CartSeller,
} from '@glowmarket/shared/cart';
import { eur } from '../../test/money';

/** Answers of the cart API for the cart feature's tests, parsed with the API's own schema. */

export const ROSE = 'c0000000-0000-4000-8000-000000000001';
export const OLIVE = 'c0000000-0000-4000-8000-000000000002';
export const SERUM = '0a000000-0000-4000-8000-000000000001';
export const CREAM = '0a000000-0000-4000-8000-000000000002';
export const SOAP = '0a000000-0000-4000-8000-000000000003';
export const COURIER = 'd0000000-0000-4000-8000-000000000001';
export const LOCKER = 'd0000000-0000-4000-8000-000000000002';
export const SHOP = 'f0000000-0000-4000-8000-000000000001';

export function line(overrides: Partial<CartLine> & Pick<CartLine, 'productId' | 'title'>): CartLine {
  return {
    image: null,
    quantity: 1,
    available: 10,
    purchasable: true,
    unitPrice: eur(1000),
    previousUnitPrice: null,
    lineTotal: eur(1000),
    ...overrides,
  };
}

export const courier = (overrides: Partial<CartDeliveryOption> = {}): CartDeliveryOption => ({
  id: COURIER,
  carrierName: 'DPD',
  kind: 'courier',
  cod: false,
  needsPoint: false,
  price: eur(999),
  free: false,
  freeFrom: null,
  deliveryDays: 2,
  estimatedDate: '2026-12-01',
  ...overrides,
});

export const locker = (overrides: Partial<CartDeliveryOption> = {}): CartDeliveryOption =>
  courier({
    id: LOCKER,
    carrierName: 'InPost',
    kind: 'parcel_locker',
    needsPoint: true,
    deliveryDays: 1,
    ...overrides,
  });

export const pickup = (overrides: Partial<CartDeliveryOption> = {}): CartDeliveryOption =>
  courier({
    id: null,
    carrierName: 'Store pickup',
    kind: 'store_pickup',
    price: eur(0),
    free: true,
    deliveryDays: 0,
    estimatedDate: '2026-11-30',
    ...overrides,
  });

/** The delivery the cart answers as chosen with `option` (complete unless said otherwise). */
export function chosen(option: CartDeliveryOption, overrides: Partial<CartDelivery> = {}): CartDelivery {
  return {
    optionId: option.id,
    kind: option.kind,
    carrierName: option.carrierName,
    cod: option.cod,
    needsPoint: option.needsPoint,
    point: null,
    shop: null,
    price: option.price,
    free: option.free,
    estimatedDate: option.estimatedDate,
    complete: true,
    problem: null,
    ...overrides,
  };
}

/** A seller's part of the cart; its total is what the server would answer for it. */
export function seller(
  overrides: Partial<CartSeller> & Pick<CartSeller, 'company'> & { options?: CartDeliveryOption[] },
): CartSeller {
  const { options = [courier()], ...rest } = overrides;
  const subtotal = rest.subtotal ?? eur(0);
  const deliveryPrice = rest.deliveryPrice ?? (rest.delivery ? rest.delivery.price : eur(0));
  return {
    lines: [],
    subtotal,
    deliveryOptions: { available: options.length > 0, options },
    delivery: null,
    freeDelivery: { reached: false, threshold: null, remaining: null, percent: 0 },
    deliveryPrice,
    total: eur(subtotal.amount + deliveryPrice.amount),
    ...rest,
  };
}

/** The whole cart, its totals the sums the server would answer. */
export function cartOf(sellers: CartSeller[], overrides: Partial<Cart> = {}): Cart {
  const sum = (pick: (part: CartSeller) => number) => eur(sellers.reduce((total, part) => total + pick(part), 0));
  return cartSchema.parse({
    cartToken: null,
    itemCount: sellers.reduce((count, part) => count + part.lines.reduce((sum, one) => sum + one.quantity, 0), 0),
    sellers,
    total: sum((part) => part.subtotal.amount),
    deliveryTotal: sum((part) => part.deliveryPrice.amount),
    grandTotal: sum((part) => part.total.amount),
    deliveriesComplete: sellers.length > 0 && sellers.every((part) => part.delivery?.complete === true),
    ...overrides,
  });
}
