import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedAccount, logIn, uniqueEmail } from './accounts';
import { expectNoA11yViolations } from './axe';
import { choose } from './choose';

/** The demo seller of the seed (README, demo accounts): it sends the courier order. */
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

/**
 * A product of the demo seller, which it delivers by courier, and one of another seller that
 * delivers to parcel lockers: what the journey buys.
 */
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

/** On /checkout: a new shipping address in Kraków, then 'Place order'. */
async function placeOrderTo(page: Page, street: string) {
  const address = page.getByRole('region', { name: 'Shipping address' });
  await address.getByLabel('Street and number').fill(street);
  await address.getByLabel('Postal code').fill('31-147');
  await address.getByLabel('City').fill('Kraków');
  await address.getByRole('combobox', { name: 'Country' }).fill('Pola');
  await page.getByRole('option', { name: 'Poland' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment-selection\?group=/);
}

/** Confirms the chosen online method and answers the operator's window (the demo's sandbox). */
async function payInWindow(page: Page, method: RegExp, operator: string, outcome: 'Pay (success)' | 'Cancel') {
  await page.getByRole('radio', { name: method }).check();
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const window = await opened;
  await expect(window.getByRole('heading', { name: `Payment sandbox — ${operator}` })).toBeVisible();
  await window.getByRole('button', { name: outcome }).click();
  return window;
}

test('a visitor buys from two sellers, one by courier and one to a parcel locker, pays by card; the seller ships with a tracking number', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { courier, own, locker, other } = await pickProducts(page.request);
  const buyer = { email: uniqueEmail(), password: 'peony-buyer-journey-1' };
  await createVerifiedAccount(page.request, buyer.email, buyer.password);

  // A visitor fills the cart from two sellers.
  for (const product of [own, other]) {
    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: `Add to cart: ${product.title}` }).click();
    await expect(page.getByText(`Added to your cart: ${product.title}`)).toBeVisible();
  }

  // In the cart: a courier for one seller, a parcel locker on the map for the other.
  await page.goto('/cart');
  const ownSeller = page.getByRole('region', { name: own.company.name });
  await choose(ownSeller.getByRole('radio', { name: `${courier.carrierName} · courier`, exact: true }));
  const otherSeller = page.getByRole('region', { name: other.company.name });
  await choose(otherSeller.getByRole('radio', { name: `${locker.carrierName} · parcel locker`, exact: true }));
  await otherSeller.getByRole('button', { name: 'Choose a parcel locker' }).click();
  const finder = page.getByRole('dialog', { name: 'Choose a parcel locker' });
  await finder.getByRole('textbox', { name: 'Town or postal code' }).fill('Kraków');
  await finder.getByRole('button', { name: 'Search', exact: true }).click();
  await finder.getByRole('button', { name: /^KRA/ }).first().click();
  await expect(finder).toBeHidden();
  await expect(otherSeller.getByText(/^KRA\d+/).first()).toBeVisible();
  // Neither order reaches its seller's free-delivery threshold with one product.
  await expect(page.getByText(/more for free delivery from this seller/).first()).toBeVisible();

  // Checkout asks the visitor to log in, then comes back.
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/auth\?next=\/checkout$/);
  await page.getByLabel('E-mail or username').fill(buyer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The greeting sits at the bottom, where the country list opens; a pointer over it keeps it there.
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
  await expect(page.getByText('Welcome back, Ada!')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expectNoA11yViolations(page);
  await placeOrderTo(page, 'ul. Długa 1');
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectNoA11yViolations(page);

  // One purchase, an order per seller, paid by card at once: the operator's page opens in a new
  // window (the demo's sandbox plays Stripe), and this page follows the payment.
  const stripe = await payInWindow(page, /Card \(Stripe\)/, 'Stripe', 'Pay (success)');
  await expect(stripe.getByText('Thank you — your payment is confirmed')).toBeVisible();
  await stripe.close();
  await expect(page.getByText('Thank you — your payment is confirmed')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Go to My orders' }).click();
  await expect(page).toHaveURL(/\/userorders$/);
  const headings = page.getByRole('heading', { name: /^Order GM-\d{4}-\d{6}$/ });
  await expect(headings).toHaveCount(2);
  await expectNoA11yViolations(page);

  const ownOrder = page.getByRole('region', { name: /^Order GM-/ }).filter({ hasText: own.title });
  const number = ((await ownOrder.getByRole('heading', { name: /^Order GM-/ }).textContent()) ?? '').replace(
    'Order ',
    '',
  );
  expect(number).toMatch(/^GM-\d{4}-\d{6}$/);

  // Both orders are paid. The seller finds its order, packs it and ships it with a tracking number.
  await expect(ownOrder.getByText('Paid').first()).toBeVisible();
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await logIn(sellerPage, SELLER.email, SELLER.password);
  await expect(sellerPage).toHaveURL(/\/$/);
  await sellerPage.goto(`/orders?q=${number}`);
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await sellerPage.getByRole('link', { name: number }).click();
  const drawer = sellerPage.getByRole('dialog', { name: `Order ${number}` });
  await expect(drawer.getByText(own.title)).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark packed' }).click();
  await expect(sellerPage.getByText(`Order ${number} is marked packed.`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark shipped' }).click();
  await drawer.getByRole('textbox', { name: 'Tracking number' }).fill('DPD-E2E-123456');
  await drawer.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(sellerPage.getByText(`Order ${number} is marked shipped; the buyer has been told.`)).toBeVisible();
  await sellerContext.close();

  // The buyer sees the tracking number.
  await page.reload();
  await expect(ownOrder.getByText('DPD-E2E-123456')).toBeVisible();
});

test('a cancelled card payment is completed later with another method', async ({ page }) => {
  test.setTimeout(90_000);
  const { courier, own } = await pickProducts(page.request);
  const buyer = { email: uniqueEmail(), password: 'peony-buyer-journey-2' };
  await createVerifiedAccount(page.request, buyer.email, buyer.password);
  await logIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
  await expect(page.getByText('Welcome back, Ada!')).toBeHidden();

  await page.goto(`/products/${own.id}`);
  await page.getByRole('button', { name: `Add to cart: ${own.title}` }).click();
  await page.goto('/cart');
  await choose(
    page
      .getByRole('region', { name: own.company.name })
      .getByRole('radio', { name: `${courier.carrierName} · courier`, exact: true }),
  );
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await placeOrderTo(page, 'ul. Floriańska 3');

  // Cancelled at the operator: nothing paid, the order still waits.
  const stripe = await payInWindow(page, /Card \(Stripe\)/, 'Stripe', 'Cancel');
  await expect(stripe.getByText('Payment was cancelled.')).toBeVisible();
  await stripe.close();
  await expect(page.getByText('Payment was cancelled.')).toBeVisible();
  await expectNoA11yViolations(page);

  // Later, from My orders: 'Complete payment', this time through Przelewy24.
  await page.goto('/userorders');
  await page.getByRole('link', { name: 'Complete payment' }).first().click();
  await expect(page).toHaveURL(/\/payment-selection\?group=/);
  const przelewy24 = await payInWindow(page, /^Przelewy24/, 'Przelewy24', 'Pay (success)');
  await expect(przelewy24.getByText('Thank you — your payment is confirmed')).toBeVisible();
  await przelewy24.close();
  await page.goto('/userorders');
  await expect(page.getByRole('link', { name: 'Complete payment' })).toHaveCount(0);
  await expect(page.getByText('Paid').first()).toBeVisible();
});
