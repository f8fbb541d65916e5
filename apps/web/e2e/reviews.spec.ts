import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount, logIn, uniqueEmail } from './accounts';

/** The demo seller of the seed (README, demo accounts): it sells and delivers the rated product. */
const SELLER = { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' };
const PASSWORD = 'Velvet-Peony-42';

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(answer.ok(), `${answer.url()} ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const login = await json<{ tokenUser: string; user: { companyId: string | null } }>(
    await request.post('/api/users/login', { data: { email, password } }),
  );
  return { headers: { authorization: `Bearer ${login.tokenUser}` }, companyId: login.user.companyId };
}

/**
 * A new buyer's order of one of the demo seller's products, placed through the API and moved by
 * the seller to delivered, as the journey's starting point: what it rates.
 */
async function deliveredPurchase(request: APIRequestContext, email: string) {
  const seller = await tokenOf(request, SELLER.email, SELLER.password);
  const companyId = seller.companyId ?? '';
  const [product] = (
    await json<{ items: { id: string; title: string }[] }>(
      await request.get(`/api/products?company=${companyId}&inStock=true`),
    )
  ).items;
  const courier = (
    await json<{ options: { id: string | null; kind: string; cod: boolean }[] }>(
      await request.get(`/api/logistics/delivery-options?company=${companyId}`),
    )
  ).options.find((option) => option.kind === 'courier' && !option.cod);
  if (!product || !courier?.id) throw new Error('the demo seller sells by courier');

  await createVerifiedAccount(request, email, PASSWORD);
  const buyer = await tokenOf(request, email, PASSWORD);
  await json(
    await request.post('/api/cart/lines', { headers: buyer.headers, data: { productId: product.id, quantity: 1 } }),
  );
  const purchase = await json<{ orders: { id: string }[] }>(
    await request.post('/api/orders', {
      headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      data: {
        deliveries: [{ companyId, optionId: courier.id, kind: 'courier' }],
        contact: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '+48 600 700 800' },
        shippingAddress: { street: 'Długa 1', city: 'Kraków', postalCode: '31-147', country: 'PL' },
        invoice: null,
      },
    }),
  );
  const orderId = purchase.orders[0]?.id ?? '';
  for (const step of [
    { status: 'paid' },
    { status: 'packed' },
    { status: 'shipped', trackingNumber: 'DPD-0009876543' },
    { status: 'delivered' },
  ]) {
    await json(await request.post(`/api/seller/orders/${orderId}/status`, { headers: seller.headers, data: step }));
  }
  return product;
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, locale: 'en-US' });

    test('a buyer rates an item of a delivered order and the product page shows it', async ({ page, request }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail();
      const product = await deliveredPurchase(request, email);
      const comment = `Silky, absorbs fast (${screen.name} ${Date.now() % 100_000})`;

      await logIn(page, email, PASSWORD);
      await expect(page).not.toHaveURL(/\/auth/);
      await page.goto('/userorders');
      await page.getByRole('button', { name: `Rate: ${product.title}` }).click();

      const dialog = page.getByRole('dialog', { name: 'Rate your purchase' });
      await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue(product.title);
      // Without stars the form says what is missing, in the specification's words.
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Rate and then send');

      // Each star is a radio drawn by its label: the buyer clicks the fourth.
      const fourStars = await dialog.getByRole('radio', { name: '4 stars' }).getAttribute('id');
      await dialog.locator(`label[for="${fourStars}"]`).click();
      await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
      await expect(dialog.getByText(`${comment.length} / 60`)).toBeVisible();
      await dialog.getByRole('combobox', { name: 'Your skin type' }).click();
      await page.getByRole('option', { name: 'Oily' }).click();
      await dialog.getByRole('button', { name: 'Send' }).click();

      await expect(page.getByText("Thank you! Your rating is on the product's page.")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `Edit your rating: ${product.title}` })).toBeVisible();

      await page.goto(`/products/${product.id}`);
      const ratings = page.getByRole('region', { name: 'Ratings and reviews' });
      await ratings.scrollIntoViewIfNeeded();
      const mine = ratings.getByRole('listitem').filter({ hasText: comment });
      await expect(mine).toBeVisible();
      await expect(mine.getByText('Ada L.')).toBeVisible();
      await expect(mine.getByText('Verified purchase')).toBeVisible();
      await expect(mine.getByText('Skin type: Oily')).toBeVisible();
      await expect(mine.getByRole('img', { name: '4 stars out of 5' })).toBeVisible();
      await expect(ratings.getByText(/Based on \d+ ratings?/)).toBeVisible();
      // The skin-type filter keeps it among the oily skin's ratings.
      await ratings.getByRole('combobox', { name: 'Skin type' }).click();
      await page.getByRole('option', { name: 'Oily' }).click();
      await expect(ratings.getByRole('listitem').filter({ hasText: comment })).toBeVisible();
    });
  });
}
