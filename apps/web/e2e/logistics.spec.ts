import { expect, test } from '@playwright/test';
import { logIn } from './accounts';
import { expectNoA11yViolations } from './axe';

/** The demo seller of the seed (README, demo accounts) and its company's public name. */
const SELLER = { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' };
const COMPANY = 'Różana Manufaktura';
const WARNING = 'Your shop is not fully configured: set shipping costs in shop administration.';

test('a seller sets its delivery prices: the warning goes and its products show the cheapest delivery and free-delivery threshold', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/logistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery prices' })).toBeVisible();

  // Empty the demo's price list: the seller area then warns on every page.
  const table = page.getByRole('table');
  await expect(table.or(page.getByText('Your price list is empty'))).toBeVisible();
  while ((await page.getByRole('button', { name: /^Remove / }).count()) > 0) {
    const rows = await page.getByRole('button', { name: /^Remove / }).count();
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(rows - 1);
  }
  await expect(page.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();
  await page.goto('/my-shops');
  await expect(page.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();
  await page.getByRole('link', { name: 'Set delivery prices' }).click();
  await expect(page).toHaveURL(/\/logistics$/);

  // One line: DPD courier for €4.50, free from €60.
  await page.getByRole('button', { name: 'Add a delivery method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery method' });
  await dialog.getByLabel('Carrier and method').selectOption({ label: 'DPD · courier' });
  await dialog.getByRole('textbox', { name: 'Key' }).fill('E2E-DPD');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('4.50');
  await dialog.getByRole('textbox', { name: 'Free from' }).fill('60.00');
  await dialog.getByRole('textbox', { name: 'Delivery days' }).fill('2');
  await dialog.getByRole('button', { name: 'Add a delivery method' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /E2E-DPD/ })).toContainText('€4.50');
  await expect(page.getByText(WARNING)).toHaveCount(0);

  // A second line with the same key is refused with the list's message, next to the key.
  await page.getByRole('button', { name: 'Add a delivery method' }).click();
  await dialog.getByLabel('Carrier and method').selectOption({ label: 'DHL · courier' });
  await dialog.getByRole('textbox', { name: 'Key' }).fill('E2E-DPD');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('9.00');
  await dialog.getByRole('textbox', { name: 'Delivery days' }).fill('1');
  await dialog.getByRole('button', { name: 'Add a delivery method' }).click();
  await expect(dialog.getByText('This key already exists in the list...')).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // One of the seller's products, as a buyer sees it.
  const companies = await page.request.get(`/api/companies?q=${encodeURIComponent(COMPANY)}`);
  const companyId = ((await companies.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  const products = await page.request.get(`/api/products?company=${companyId}`);
  const productId = ((await products.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  await page.goto(`/products/${productId}`);
  await expect(page.getByText('Delivery from €4.50')).toBeVisible();
  await expect(page.getByText('Free delivery on orders from this seller over €60.00')).toBeVisible();
});

test('a visitor finds the nearest parcel lockers to a town, in a list and on the map', async ({ page }) => {
  await page.goto('/parcel-lockers');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a parcel locker' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Town or postal code' }).fill('Kraków');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/lockers nearest to Kraków/)).toBeVisible();

  // Nearest first: the first lockers are in Kraków, each with its address and distance.
  const results = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^KRA/ }) });
  const first = results.getByRole('button').first();
  await expect(first).toContainText(/^KRA\d{3}/);
  await expect(first).toContainText('Kraków');
  await expect(first).toContainText(/\d+(\.\d)? km|\d+ m/);
  const name = /^KRA\d{3}[MA]?/.exec(await first.innerText())?.[0] ?? '';

  // The same locker is on the map; choosing it in the list marks it there.
  const map = page.getByRole('region', { name: 'Map of the parcel lockers found' });
  const marker = map.locator(`.leaflet-marker-icon[title^="${name},"]`);
  await expect(marker).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(marker.locator('[data-highlighted]')).toHaveCount(1);
});
