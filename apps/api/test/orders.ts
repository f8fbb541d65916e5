import type { Carrier } from '@glowmarket/shared/logistics';
import type { CheckoutInput } from '@glowmarket/shared/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createSamplePointsSource } from '../src/integrations/shipx/points';
import { products } from '../src/modules/catalog/catalog.tables';
import { syncParcelPoints } from '../src/modules/logistics/parcel-points.sync';
import { addProduct, adminToken, createCategoryTree, productInput, sellerWithCompany } from './catalog';
import { bearer } from './users';

export type MethodName = 'dpd' | 'dpdCod' | 'locker' | 'inpostCourier';

/**
 * What buying needs, on a test app: the operator's token, a category, the bundled lockers and the
 * ids of the methods tests sell with.
 */
export async function prepareShop(app: FastifyInstance) {
  const admin = await adminToken(app);
  const { categoryId } = await createCategoryTree(app, admin);
  await syncParcelPoints(app.db, createSamplePointsSource(), new Date());
  const carriers = (
    await app.inject({ method: 'GET', url: '/api/admin/logistics/carriers', headers: bearer(admin) })
  ).json<{ items: Carrier[] }>().items;
  const method = (carrier: string, kind: string, cod = false) =>
    carriers.find((item) => item.name === carrier)?.methods.find((item) => item.kind === kind && item.cod === cod)
      ?.id ?? '';
  const methods: Record<MethodName, string> = {
    dpd: method('DPD', 'courier'),
    dpdCod: method('DPD', 'courier', true),
    locker: method('InPost', 'parcel_locker'),
    inpostCourier: method('InPost', 'courier'),
  };

  /** A seller with one product and one price-list line; answers the ids. */
  async function sellerSelling(options: {
    price: number;
    stock: number;
    delivery: MethodName;
    fee: number;
    freeFrom?: number;
  }) {
    const seller = await sellerWithCompany(app);
    const productId = await addProduct(
      app,
      seller.token,
      productInput(categoryId, { price: options.price, stock: options.stock }),
    );
    const list = await app.inject({
      method: 'POST',
      url: '/api/seller/logistics/prices',
      headers: bearer(seller.token),
      payload: {
        methodId: methods[options.delivery],
        key: options.delivery,
        price: options.fee,
        freeFrom: options.freeFrom ?? null,
        deliveryDays: 2,
      },
    });
    const optionId = list.json<{ entries: { id: string }[] }>().entries[0]?.id ?? '';
    return { ...seller, productId, optionId };
  }

  return { admin, categoryId, methods, sellerSelling };
}

export async function addToCart(app: FastifyInstance, token: string, productId: string, quantity: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart/lines',
    headers: bearer(token),
    payload: { productId, quantity },
  });
  expect(response.statusCode).toBe(200);
}

/** A checkout with Ada's contact and address and the given deliveries. */
export function checkout(deliveries: CheckoutInput['deliveries']): CheckoutInput {
  return {
    deliveries,
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+48 600 700 800' },
    shippingAddress: { street: 'Długa 1', city: 'Kraków', postalCode: '31-147', country: 'PL' },
    invoice: null,
  };
}

export function placeOrder(
  app: FastifyInstance,
  token: string,
  body: CheckoutInput,
  key: string | null = `key-${Math.random().toString(36).slice(2)}`,
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

export async function stockOf(app: FastifyInstance, productId: string) {
  const [row] = await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}
