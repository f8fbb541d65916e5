import { buyerOrderSchema, type BuyerOrder } from '@glowmarket/shared/orders';
import { eur } from '../../test/money';

export const ROSE = 'c0000000-0000-4000-8000-000000000001';
export const SERUM = '0a000000-0000-4000-8000-000000000001';
export const GROUP = 'e0000000-0000-4000-8000-000000000001';

/** A buyer's order as the API answers it: Rose Lab's, unpaid, going to a parcel locker. */
export function buyerOrder(overrides: Partial<BuyerOrder> = {}): BuyerOrder {
  // Parsed with the API's own schema, so the fixture is an answer the server could give.
  return buyerOrderSchema.parse({
    id: 'f0000000-0000-4000-8000-000000000001',
    number: 'GM-2026-000123',
    groupId: GROUP,
    createdAt: '2026-11-03T10:00:00.000Z',
    company: { id: ROSE, name: 'Rose Lab' },
    status: 'placed',
    paymentStatus: 'unpaid',
    lines: [{ productId: SERUM, title: 'Rose serum', quantity: 2, unitPrice: eur(1999), lineTotal: eur(3998) }],
    delivery: {
      kind: 'parcel_locker',
      carrierName: 'InPost',
      cod: false,
      key: 'INPOST-LOCKER',
      deliveryDays: 1,
      point: { name: 'KRA01M', line1: 'ul. Długa 1', line2: '31-147 Kraków' },
      shop: null,
    },
    trackingNumber: null,
    payBy: '2026-11-03T10:30:00.000Z',
    itemsTotal: eur(3998),
    deliveryPrice: eur(1299),
    total: eur(5297),
    contact: { firstName: 'Lena', lastName: 'Nowak', email: 'lena@example.com', phone: '+48512000111' },
    shippingAddress: { street: 'ul. Długa 12/4', city: 'Kraków', postalCode: '31-147', country: 'PL' },
    invoice: null,
    ...overrides,
  });
}
