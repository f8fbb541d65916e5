import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { amountBeside, minorUnits } from './amounts';
import { choose } from './choose';
import { createVerifiedAccount, uniqueEmail } from './accounts';

/** The demo seller of the seed (README, demo accounts): it delivers by courier. */
const SELLER = { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' };

/** How soon the buyer is told how a payment ended, in the operator's window and in the shop's tab. */
const WITHIN_SECONDS = { timeout: 6_000 };

interface Product {
  id: string;
  title: string;
  company: { id: string; name: string };
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const answer = await request.get(url);
  expect(answer.ok(), url).toBe(true);
  return (await answer.json()) as T;
}

/** A product of the demo seller in stock, and the courier it delivers it with. */
async function pickProduct(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: SELLER.email, password: SELLER.password } });
  const companyId = ((await login.json()) as { user: { companyId: string } }).user.companyId;
  const { options } = await json<{ options: { kind: string; cod: boolean; carrierName: string }[] }>(
    request,
    `/api/logistics/delivery-options?company=${companyId}`,
  );
  const courier = options.find((option) => option.kind === 'courier' && !option.cod);
  const [product] = (await json<{ items: Product[] }>(request, `/api/products?company=${companyId}&inStock=true`))
    .items;
  if (!courier || !product) throw new Error('the demo seller delivers by courier and has products in stock');
  return { courier, product };
}

/** On /checkout: a new shipping address in Kraków, then 'Place order'. */
async function placeOrder(page: Page) {
  const address = page.getByRole('region', { name: 'Shipping address' });
  await address.getByLabel('Street and number').fill('ul. Szewska 5');
  await address.getByLabel('Postal code').fill('31-009');
  await address.getByLabel('City').fill('Kraków');
  await address.getByRole('combobox', { name: 'Country' }).fill('Pola');
  await page.getByRole('option', { name: 'Poland' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment-selection\?group=/);
}

/** A logged-in buyer with one order waiting on /payment-selection. */
async function orderWaitingForPayment(page: Page, origin = '') {
  const chosen = await pickProduct(page.request);
  const buyer = { email: uniqueEmail(), password: 'peony-buyer-payment-journey' };
  await createVerifiedAccount(page.request, buyer.email, buyer.password);
  await page.goto(`${origin}/auth`);
  await page.getByLabel('E-mail or username').fill(buyer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
  await page.goto(`${origin}/products/${chosen.product.id}`);
  await page.getByRole('button', { name: `Add to cart: ${chosen.product.title}` }).click();
  await page.goto(`${origin}/cart`);
  await choose(
    page
      .getByRole('region', { name: chosen.product.company.name })
      .getByRole('radio', { name: `${chosen.courier.carrierName} · courier`, exact: true }),
  );
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await placeOrder(page);
}

/** The operator's page opened in a new window, by the buyer's choice of Przelewy24. */
async function openPrzelewy24(page: Page, start: () => Promise<void>) {
  const opened = page.waitForEvent('popup');
  await start();
  const window = await opened;
  await expect(window.getByRole('heading', { name: 'Payment sandbox — Przelewy24' })).toBeVisible();
  return window;
}

test('a visitor who registers on the way to checkout comes back to checkout, picks the delivery there and pays what it showed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const chosen = await pickProduct(page.request);
  const email = uniqueEmail();
  const password = 'velvet-peony-checkout';

  // The cart is filled, the delivery left for checkout.
  await page.goto(`/products/${chosen.product.id}`);
  await page.getByRole('button', { name: `Add to cart: ${chosen.product.title}` }).click();
  await expect(page.getByText(`Added to your cart: ${chosen.product.title}`)).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/auth\?next=\/checkout$/);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?next=\/checkout$/);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone number').fill('+48 600 700 800');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('checkbox', { name: /accept the privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const created = page.getByText('Your account has been created. Check your e-mail for the confirmation code.');
  await expect(created).toBeVisible();

  // The demo shows the code: /verify arrives filled in, the way back still in the address.
  await expect(page).toHaveURL(/\/verify\?username=.+&code=\d{6}&next=\/checkout$/);
  // The registration form, which also has a Password field, stays on screen until /verify has loaded.
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your e-mail address is confirmed. You can log in now.')).toBeVisible();
  // One toast for where the buyer is now: the one of the step before is gone.
  await expect(created).toHaveCount(0);

  await expect(page).toHaveURL(/\/auth\?next=\/checkout$/);
  await expect(page.getByLabel('E-mail or username')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(chosen.product.title).first()).toBeVisible();

  // The delivery, chosen at checkout; the total it then shows is what the card is charged.
  await choose(
    page
      .getByRole('region', { name: chosen.product.company.name })
      .getByRole('radio', { name: `${chosen.courier.carrierName} · courier`, exact: true }),
  );
  const total = amountBeside(page, 'Total to pay');
  await expect(total).toHaveText(/\d/);
  const shown = (await total.textContent())?.trim() ?? '';
  await placeOrder(page);
  await page.getByRole('radio', { name: /Card \(Stripe\)/ }).check();
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const stripe = await opened;
  await expect(stripe.getByRole('heading', { name: 'Payment sandbox — Stripe' })).toBeVisible();
  expect(minorUnits((await stripe.locator('dd.amount').textContent()) ?? '')).toBe(minorUnits(shown));
  await stripe.getByRole('button', { name: 'Pay (success)' }).click();
  await expect(stripe.getByText('Thank you — your payment is confirmed')).toBeVisible();
  await stripe.close();
  await expect(page.getByText('Thank you — your payment is confirmed')).toBeVisible();
});

test('a Przelewy24 payment declined in its window is reported in both windows at once, and paid on the second try', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await orderWaitingForPayment(page);

  await page.getByRole('radio', { name: /^Przelewy24/ }).check();
  const declined = await openPrzelewy24(page, () => page.getByRole('button', { name: 'Confirm' }).click());
  await declined.getByRole('button', { name: 'Fail' }).click();

  // P24 notifies nothing for a declined payment: the shop learns it from P24 when the buyer is back.
  await expect(declined.getByText('The payment did not go through')).toBeVisible(WITHIN_SECONDS);
  await expect(declined.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(declined.getByRole('link', { name: 'Pay another way' })).toBeVisible();
  await expect(page.getByText('The payment did not go through')).toBeVisible(WITHIN_SECONDS);
  await expect(page.getByText('Checking your payment…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay another way' })).toBeVisible();

  // Try again: a new payment in a new window, paid this time.
  const paid = await openPrzelewy24(page, () => page.getByRole('button', { name: 'Try again' }).click());
  await paid.getByRole('button', { name: 'Pay (success)' }).click();
  await expect(paid.getByText('Thank you — your payment is confirmed')).toBeVisible(WITHIN_SECONDS);
  await expect(page.getByText('Thank you — your payment is confirmed')).toBeVisible(WITHIN_SECONDS);
  await paid.close();

  await page.getByRole('link', { name: 'Go to My orders' }).click();
  await expect(page).toHaveURL(/\/userorders$/);
  await expect(page.getByRole('heading', { name: /^Order GM-\d{4}-\d{6}$/ })).toHaveCount(1);
  await expect(page.getByText('Paid').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete payment' })).toHaveCount(0);
});

test('shopping under another host name than the public address: the shop tab follows the payment by its id, the operator window returns without the session', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The app's public address (where the operator returns the buyer) is 127.0.0.1; the buyer shops
  // at localhost, another origin: under Cross-Origin-Opener-Policy the shop's tab loses the
  // operator's window, and the window comes back where the buyer's session is not.
  const shop = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  expect(shop).not.toBe(baseURL);
  await orderWaitingForPayment(page, shop);

  await page.getByRole('radio', { name: /^Przelewy24/ }).check();
  const declined = await openPrzelewy24(page, () => page.getByRole('button', { name: 'Confirm' }).click());
  expect(new URL(declined.url()).origin).toBe(baseURL);
  await declined.getByRole('button', { name: 'Fail' }).click();

  await expect(declined).toHaveURL(/\/payment-result\?payment=/);
  await expect(declined.getByText('The payment did not go through')).toBeVisible(WITHIN_SECONDS);
  await expect(declined.getByText(/If you paid from another tab, it shows this result too/)).toBeVisible();
  await expect(page.getByText('The payment did not go through')).toBeVisible(WITHIN_SECONDS);
  await declined.close();

  const paid = await openPrzelewy24(page, () => page.getByRole('button', { name: 'Try again' }).click());
  await paid.getByRole('button', { name: 'Pay (success)' }).click();
  await expect(paid.getByText('Thank you — your payment is confirmed')).toBeVisible(WITHIN_SECONDS);
  await expect(page.getByText('Thank you — your payment is confirmed')).toBeVisible(WITHIN_SECONDS);
  await paid.close();
  await page.goto(`${shop}/userorders`);
  await expect(page.getByText('Paid').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete payment' })).toHaveCount(0);
});

test('an Autopay payment cancelled in its window is reported as cancelled in both, under another host name too', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Autopay starts with a form the payment window posts to Autopay's host (here the sandbox at the
  // public address, another origin than the shop): the shop's form-action policy lets it through.
  const shop = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await orderWaitingForPayment(page, shop);

  await page.getByRole('radio', { name: /^Autopay/ }).check();
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const autopay = await opened;
  await expect(autopay.getByRole('heading', { name: 'Payment sandbox — Autopay' })).toBeVisible();
  await autopay.getByRole('button', { name: 'Cancel' }).click();

  // Autopay's ITN says FAILURE (CANCELLED): the payment is cancelled before the buyer is back.
  await expect(autopay.getByText('Payment was cancelled.')).toBeVisible(WITHIN_SECONDS);
  await expect(autopay.getByRole('link', { name: 'Pay another way' })).toBeVisible();
  await expect(page.getByText('Payment was cancelled.')).toBeVisible(WITHIN_SECONDS);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay another way' })).toBeVisible();
});
