import { expect, test } from '@playwright/test';
import { logIn } from './accounts';
import { PRODUCT_PNG } from './images';

/** The demo seller of the seed: an approved company whose texts are in Polish (README, demo accounts). */
const SELLER = { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' };

test('a seller adds a shop by its address, sets hours and a photo; it shows on its page, the company page and the locator', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Pracownia ${Date.now().toString(36)}`;

  await logIn(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-shops');
  await page.getByRole('link', { name: 'Add a shop' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a shop' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Street and number' }).fill('ul. Floriańska 10');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('31-019');
  await page.getByRole('textbox', { name: 'City' }).fill('Kraków');

  // Saving without a place on the map is refused next to the map.
  await page.getByRole('button', { name: 'Save shop' }).click();
  await expect(page.getByText('Location is required')).toBeVisible();

  // The embedded gazetteer places the shop in its town.
  await page.getByRole('button', { name: 'Find on map' }).click();
  await expect(page.getByText('Found: Kraków, PL.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^50\.0/);

  // Open on Saturdays too, 10:00–14:00.
  await page.getByRole('switch', { name: 'Open on Saturday' }).check({ force: true });
  await page.getByLabel('Saturday, hours 1: opens').fill('10:00');
  await page.getByLabel('Saturday, hours 1: closes').fill('14:00');
  await page.getByRole('switch', { name: 'Order pickup here' }).check({ force: true });

  await page.getByRole('button', { name: 'Save shop' }).click();
  await expect(page).toHaveURL(/\/shops\/[0-9a-f-]{36}\/edit$/);
  const shopId = /\/shops\/([0-9a-f-]{36})\/edit$/.exec(page.url())?.[1] ?? '';

  // A photo, re-encoded by the server.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add photos' }).click();
  await (await chooser).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: PRODUCT_PNG });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();

  // The shop's page: hours with Saturday, pickup, the company.
  await page.goto(`/shops/${shopId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('row', { name: /Saturday/ })).toContainText('10:00–14:00');
  await expect(page.getByText('Orders can be picked up here.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Directions/ })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/directions/,
  );

  // The company page lists it among its shops.
  const companyLink = page.locator('a[href^="/company/"]').first();
  await companyLink.click();
  await expect(page).toHaveURL(/\/company\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // And so does the store locator.
  await page.goto('/shops');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});

test('a visitor who refuses geolocation sees the shops around the default location and is told so', async ({
  page,
}) => {
  await page.goto('/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Shops near you' })).toBeVisible();
  await expect(page.getByText('Geolocation failed. Setting default location.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nearest to the default location' })).toBeVisible();
  // The demo's shops, nearest first, with their distance.
  await expect(page.getByText(/km away/).first()).toBeVisible();

  // A filter is kept in the address, so the back button undoes it; the box follows the address.
  await page.getByRole('checkbox', { name: 'Pickup available' }).click();
  await expect(page).toHaveURL(/pickup=1/);
  await expect(page.getByRole('checkbox', { name: 'Pickup available' })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: 'Pickup available' })).not.toBeChecked();
});

test('an unknown shop answers the not-found page with 404', async ({ page }) => {
  const response = await page.goto('/shops/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
});
