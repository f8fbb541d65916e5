import type { ProductDetail } from '@glowmarket/shared/catalog';
import type { DeliveryOptions } from '@glowmarket/shared/logistics';
import { defaultOpeningHours } from '@glowmarket/shared/shops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, productInput, sellerWithCompany } from '../../../test/catalog';
import { createTestClock } from '../../../test/clock';
import { prepareShop } from '../../../test/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/users';

/**
 * A product page says when the product ships ("Ships in N days") and when each of its seller's
 * deliveries would arrive: one rule on the server (logistics arrivalDays), the product's days to
 * ship first, then the carrier's working days, weekends skipped.
 */

let testApp: TestApp;
let shop: Awaited<ReturnType<typeof prepareShop>>;
// A Thursday.
const clock = createTestClock(new Date('2026-03-12T10:00:00Z'));

beforeAll(async () => {
  testApp = await createTestApp({}, { clock });
  shop = await prepareShop(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

const app = () => testApp.app;

async function get<T>(url: string) {
  const response = await app().inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
}

/** A seller sending by DPD in 2 days and to lockers in 1, with a pickup shop; its product ships in 3 days. */
async function sellerWithProduct() {
  const seller = await sellerWithCompany(app());
  const productId = await addProduct(app(), seller.token, productInput(shop.categoryId, { deliveryDays: 3 }));
  for (const [method, key, deliveryDays] of [
    [shop.methods.dpd, 'DPD', 2],
    [shop.methods.locker, 'LOCKER', 1],
  ] as const) {
    const added = await app().inject({
      method: 'POST',
      url: '/api/seller/logistics/prices',
      headers: bearer(seller.token),
      payload: { methodId: method, key, price: 500, freeFrom: null, deliveryDays },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const pickup = await app().inject({
    method: 'POST',
    url: '/api/seller/shops',
    headers: bearer(seller.token),
    payload: {
      translations: { 'en-US': { title: 'Studio', description: '' } },
      address: { street: 'Długa 1', postalCode: '31-147', city: 'Kraków', country: 'PL' },
      location: { latitude: 50.0647, longitude: 19.945 },
      hours: defaultOpeningHours(),
      showOnMap: true,
      pickup: true,
    },
  });
  expect(pickup.statusCode, pickup.body).toBe(201);
  return { ...seller, productId };
}

const timesOf = (options: DeliveryOptions) =>
  options.options.map((option) => [option.kind, option.deliveryDays, option.estimatedDate]);

describe('delivery times on a product page', () => {
  it('count the product’s days to ship before the carrier’s, and skip weekends', async () => {
    const seller = await sellerWithProduct();
    const product = await get<ProductDetail>(`/api/products/${seller.productId}`);
    expect(product.body.deliveryDays).toBe(3);

    const forProduct = await get<DeliveryOptions>(
      `/api/logistics/delivery-options?company=${seller.companyId}&product=${seller.productId}`,
    );
    expect(forProduct.status).toBe(200);
    // Thursday + 3 working days to ship (Tuesday), then the carrier's.
    expect(timesOf(forProduct.body)).toEqual([
      ['parcel_locker', 1, '2026-03-18'],
      ['courier', 2, '2026-03-19'],
      ['store_pickup', 0, '2026-03-17'],
    ]);

    // Without a product: the carrier's days alone (store pickup: a day to put the order aside).
    const forSeller = await get<DeliveryOptions>(`/api/logistics/delivery-options?company=${seller.companyId}`);
    expect(timesOf(forSeller.body)).toEqual([
      ['parcel_locker', 1, '2026-03-13'],
      ['courier', 2, '2026-03-16'],
      ['store_pickup', 0, '2026-03-13'],
    ]);
  });

  it('answer 404 for a product of another seller or one not for sale', async () => {
    const seller = await sellerWithProduct();
    const other = await sellerWithProduct();
    const foreign = await get(`/api/logistics/delivery-options?company=${seller.companyId}&product=${other.productId}`);
    expect(foreign.status).toBe(404);

    await app().inject({
      method: 'PATCH',
      url: `/api/seller/products/${seller.productId}/active`,
      headers: bearer(seller.token),
      payload: { active: false },
    });
    const hidden = await get(`/api/logistics/delivery-options?company=${seller.companyId}&product=${seller.productId}`);
    expect(hidden.status).toBe(404);
  });
});
