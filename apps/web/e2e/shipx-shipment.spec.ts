import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount, logIn, uniqueEmail } from './accounts';

/** The demo seller of the seed (README, demo accounts): it delivers to InPost parcel lockers. */
const SELLER = { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' };

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(answer.ok(), `${answer.url()}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/**
 * The demo seller's price list offers InPost parcel lockers (another journey may have set its
 * price list anew): a line is added when none does.
 */
async function offerLockers(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const { entries, methods } = await json<{
    entries: { method: { id: string } }[];
    methods: { id: string; carrierName: string; kind: string; cod: boolean }[];
  }>(await request.get('/api/seller/logistics', { headers }));
  const locker = methods.find(
    (method) => method.carrierName === 'InPost' && method.kind === 'parcel_locker' && !method.cod,
  );
  if (!locker) throw new Error('the marketplace offers InPost parcel lockers');
  if (entries.some((entry) => entry.method.id === locker.id)) return;
  await json(
    await request.post('/api/seller/logistics/prices', {
      headers,
      data: { methodId: locker.id, key: 'E2E-SHIPX-LOCKER', price: 399, freeFrom: null, deliveryDays: 2 },
    }),
  );
}

/**
 * A buyer's order from the demo seller to a parcel locker in Kraków, placed through the API: this
 * journey is the seller's. Answers the order's number.
 */
async function placeLockerOrder(request: APIRequestContext): Promise<string> {
  const seller = await json<{ user: { companyId: string }; tokenUser: string }>(
    await request.post('/api/users/login', { data: SELLER }),
  );
  const companyId = seller.user.companyId;
  await offerLockers(request, seller.tokenUser);
  const { options } = await json<{ options: { id: string | null; kind: string; cod: boolean }[] }>(
    await request.get(`/api/logistics/delivery-options?company=${companyId}`),
  );
  const locker = options.find((option) => option.kind === 'parcel_locker' && !option.cod);
  const {
    items: [product],
  } = await json<{ items: { id: string }[] }>(await request.get(`/api/products?company=${companyId}&inStock=true`));
  const {
    items: [point],
  } = await json<{ items: { name: string }[] }>(await request.get('/api/logistics/parcel-points?q=Krak%C3%B3w'));
  if (!locker?.id || !product || !point) throw new Error('the demo seller sends to lockers and has products in stock');

  const buyer = { email: uniqueEmail(), password: 'peony-buyer-shipx-1' };
  await createVerifiedAccount(request, buyer.email, buyer.password);
  const { tokenUser } = await json<{ tokenUser: string }>(await request.post('/api/users/login', { data: buyer }));
  const headers = { authorization: `Bearer ${tokenUser}` };
  await json(await request.post('/api/cart/lines', { headers, data: { productId: product.id, quantity: 1 } }));
  const placed = await json<{ orders: { number: string }[] }>(
    await request.post('/api/orders', {
      headers: { ...headers, 'idempotency-key': `shipx-e2e-${Date.now()}` },
      data: {
        deliveries: [{ companyId, optionId: locker.id, kind: 'parcel_locker', pointName: point.name }],
        contact: { firstName: 'Ada', lastName: 'Lovelace', email: buyer.email, phone: '+48 600 700 800' },
        shippingAddress: { street: 'ul. Floriańska 3', city: 'Kraków', postalCode: '31-019', country: 'PL' },
        invoice: null,
      },
    }),
  );
  const number = placed.orders[0]?.number;
  if (!number) throw new Error('the purchase has its order');
  return number;
}

test('a seller saves ShipX keys, creates the shipment of an InPost order and downloads its label', async ({ page }) => {
  test.setTimeout(90_000);
  const number = await placeLockerOrder(page.request);

  await logIn(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);

  // The keys, saved on the operator settings page.
  await page.goto('/operator-settings');
  const shipx = page.getByRole('region', { name: 'InPost ShipX' });
  await shipx.getByRole('textbox', { name: 'Organization ID' }).fill('73210');
  await shipx.getByRole('textbox', { name: /^API key/ }).fill('demo-shipx-token-0123456789abcdef');
  await shipx.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The InPost ShipX settings are saved.')).toBeVisible();
  await shipx.getByRole('button', { name: 'Check connection' }).click();
  await expect(shipx.getByText('Connection works')).toBeVisible();

  // The order: one press makes the shipment and downloads its A6 label.
  await page.goto(`/orders?q=${number}`);
  await page.getByRole('link', { name: number }).click();
  const drawer = page.getByRole('dialog', { name: `Order ${number}` });
  const downloading = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Create shipment and label (InPost)' }).click();
  await expect(
    page.getByText(`The InPost shipment of order ${number} is ready; its label is downloading.`),
  ).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const label = await readFile(await download.path());
  expect(label.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Its tracking number, printed on the label, is shown with the shipment.
  const tracking = /InPost (\d{24})/.exec(label.toString('latin1'))?.[1];
  expect(tracking).toMatch(/^\d{24}$/);
  await expect(drawer.getByText(tracking ?? '')).toBeVisible();
  await expect(drawer.getByText('confirmed')).toBeVisible();

  // The label can be downloaded again.
  const again = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Download label (A6 PDF)' }).click();
  expect((await again).suggestedFilename()).toMatch(/\.pdf$/);
});
