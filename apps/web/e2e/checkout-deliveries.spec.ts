import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount, logIn, uniqueEmail } from './accounts';
import { expectNoA11yViolations } from './axe';
import { amountBeside, minorUnits } from './amounts';
import { choose } from './choose';

/** The demo seller of the seed (README, demo accounts): it delivers by courier. */
const SELLER = { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' };

interface Product {
  id: string;
  title: string;
  company: { id: string; name: string };
}
interface Option {
  kind: string;
  cod: boolean;
  carrierName: string;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const answer = await request.get(url);
  expect(answer.ok(), url).toBe(true);
  return (await answer.json()) as T;
}

const optionsOf = async (request: APIRequestContext, companyId: string) =>
  (await json<{ options: Option[] }>(request, `/api/logistics/delivery-options?company=${companyId}`)).options;

/** A product of the demo seller (by courier) and one of a seller that delivers to parcel lockers. */
async function pickProducts(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: SELLER.email, password: SELLER.password } });
  const companyId = ((await login.json()) as { user: { companyId: string } }).user.companyId;
  const courier = (await optionsOf(request, companyId)).find((option) => option.kind === 'courier' && !option.cod);
  const [own] = (await json<{ items: Product[] }>(request, `/api/products?company=${companyId}&inStock=true`)).items;
  if (!courier || !own) throw new Error('the demo seller delivers by courier and has products in stock');
  const items = (await json<{ items: Product[] }>(request, '/api/products?inStock=true')).items;
  for (const item of items.filter((candidate) => candidate.company.id !== companyId)) {
    const locker = (await optionsOf(request, item.company.id)).find((option) => option.kind === 'parcel_locker');
    if (locker) return { courier, own, locker, other: item };
  }
  throw new Error('another demo seller delivers to parcel lockers');
}

test('a buyer picks both sellers’ deliveries at checkout, not in the cart, and pays the total checkout showed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { courier, own, locker, other } = await pickProducts(page.request);
  const buyer = { email: uniqueEmail(), password: 'peony-buyer-checkout-1' };
  await createVerifiedAccount(page.request, buyer.email, buyer.password);
  await logIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  for (const product of [own, other]) {
    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: `Add to cart: ${product.title}` }).click();
    await expect(page.getByText(`Added to your cart: ${product.title}`)).toBeVisible();
  }

  // The cart asks for the deliveries but lets the buyer go on without them.
  await page.goto('/cart');
  await expect(page.getByText('Choose a delivery for each seller.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Nothing to place yet, and checkout says why instead of sending the buyer back.
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeDisabled();
  await expect(page.getByText('Choose a delivery for each seller first.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  const ownSeller = page.getByRole('region', { name: own.company.name });
  await choose(ownSeller.getByRole('radio', { name: `${courier.carrierName} · courier`, exact: true }));
  await expect(ownSeller.getByText(/^Estimated delivery: /)).toBeVisible();

  const otherSeller = page.getByRole('region', { name: other.company.name });
  await choose(otherSeller.getByRole('radio', { name: `${locker.carrierName} · parcel locker`, exact: true }));
  await otherSeller.getByRole('button', { name: 'Choose a parcel locker' }).click();
  const finder = page.getByRole('dialog', { name: 'Choose a parcel locker' });
  await finder.getByRole('textbox', { name: 'Town or postal code' }).fill('Kraków');
  await finder.getByRole('button', { name: 'Search', exact: true }).click();
  await finder.getByRole('button', { name: /^KRA/ }).first().click();
  await expect(finder).toBeHidden();
  await expect(otherSeller.getByText(/^KRA\d+/).first()).toBeVisible();
  await expect(otherSeller.getByText(/^Estimated delivery: /)).toBeVisible();

  // Every seller has its delivery: the totals appear and the order can be placed.
  const total = amountBeside(page, 'Total to pay');
  await expect(total).toHaveText(/\d/);
  await expect(place).toBeEnabled();
  await expectNoA11yViolations(page);
  const shownAtCheckout = (await total.textContent())?.trim() ?? '';

  const address = page.getByRole('region', { name: 'Shipping address' });
  await address.getByLabel('Street and number').fill('ul. Grodzka 7');
  await address.getByLabel('Postal code').fill('31-006');
  await address.getByLabel('City').fill('Kraków');
  await address.getByRole('combobox', { name: 'Country' }).fill('Pola');
  await page.getByRole('option', { name: 'Poland' }).click();
  await place.click();
  await expect(page).toHaveURL(/\/payment-selection\?group=/);

  // The purchase costs what checkout showed, to the cent.
  const purchase = page.getByRole('region', { name: 'Your purchase' });
  await expect(purchase.getByText(/^Order GM-\d{4}-\d{6}$/)).toHaveCount(2);
  await expect(amountBeside(purchase, 'Total')).toHaveText(shownAtCheckout);

  // Paid by card: the operator's page (the demo's Stripe sandbox) charges that very amount.
  await page.getByRole('radio', { name: /Card \(Stripe\)/ }).check();
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const stripe = await opened;
  await expect(stripe.getByRole('heading', { name: 'Payment sandbox — Stripe' })).toBeVisible();
  const charged = (await stripe.locator('dd.amount').textContent())?.trim() ?? '';
  expect(minorUnits(charged)).toBe(minorUnits(shownAtCheckout));
  await stripe.getByRole('button', { name: 'Pay (success)' }).click();
  await expect(stripe.getByText('Thank you — your payment is confirmed')).toBeVisible();
  await stripe.close();
  await expect(page.getByText('Thank you — your payment is confirmed')).toBeVisible();
});
