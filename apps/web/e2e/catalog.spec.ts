import { expect, test, type Page } from '@playwright/test';
import { logIn } from './accounts';
import { PRODUCT_PNG } from './images';
import { expectNoA11yViolations } from './axe';

/** The demo seller of the seed: an approved company (README, demo accounts). */
const SELLER = { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' };

/** A made-up word, new on every run, so the search finds this run's product and nothing else. */
function uniqueWord(): string {
  const letters = 'bcdfghklmnprstvz';
  return Array.from({ length: 9 }, (_, index) =>
    index % 2 === 1 ? 'aeiou'[Math.floor(Math.random() * 5)] : letters[Math.floor(Math.random() * letters.length)],
  ).join('');
}

async function searchCatalog(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/catalog\\?q=`));
}

test('a seller adds a product with a picture; buyers find it, compare it and see it in their currency', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const title = `Różany balsam ${word}`;

  // The seller adds the product in the seller area.
  await logIn(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller/products');
  await page.getByRole('link', { name: 'Add product' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  // The company's language is the tab marked as required (*); English too, for English buyers.
  await page.getByRole('tab', { name: /English/ }).click();
  await page.getByRole('tabpanel').getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('tab', { name: /required/ }).click();
  await page.getByRole('tabpanel').getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('tabpanel')
    .getByRole('textbox', { name: 'Description' })
    .fill('A rich rose balm for dry hands and lips.');
  await page.getByRole('textbox', { name: 'Price (EUR)', exact: true }).fill('19.99');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Available quantity' }).fill('5');
  await page.getByRole('textbox', { name: 'Net content', exact: true }).fill('50');
  await page.getByRole('combobox', { name: 'Unit', exact: true }).selectOption('ml');
  await page.getByRole('button', { name: 'Save product' }).click();

  // Right after the first save the editor offers the pictures.
  await expect(page.getByText('The product is saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/products\/[0-9a-f-]+\/edit$/);
  const productId = /\/seller\/products\/([0-9a-f-]+)\/edit$/.exec(page.url())?.[1] ?? '';
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add pictures' }).click();
  await (await chooser).setFiles({ name: 'balm.png', mimeType: 'image/png', buffer: PRODUCT_PNG });
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();

  // A buyer finds it by a word of its title, and without the Polish letters.
  await searchCatalog(page, word);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/products\/.+\.webp$/);
  await searchCatalog(page, `rozany ${word}`);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Its page: the price, the QR code and the JSON-LD with its name.
  await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('€19.99').first()).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Glowmarket`);
  const qr = page.getByRole('img', { name: `QR code of the page of ${title}` });
  await expect(qr).toHaveAttribute('src', `/api/products/${productId}/qr.svg`);
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Download QR code' })).toHaveAttribute('download', /\.svg$/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(jsonLd ?? '{}') as { name?: string; offers?: { price?: string; priceCurrency?: string } };
  expect(data.name).toBe(title);
  expect(data.offers).toMatchObject({ price: '19.99', priceCurrency: 'EUR' });

  // Three products in the comparison; a fourth is refused with the message.
  await page.getByRole('button', { name: `Compare ${title}` }).click();
  await page.goto('/catalog');
  const addButtons = page.getByRole('button', { name: /^Compare / });
  await addButtons.nth(0).click();
  await addButtons.nth(1).click();
  await expect(page.getByRole('link', { name: 'Compare products (3 chosen)' })).toBeVisible();
  await addButtons.nth(2).click();
  await expect(
    page.getByText('You can compare at most 3 products. Remove one from the comparison first.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Compare products (3 chosen)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveCount(3);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  // Kept across reloads.
  await page.reload();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // The currency switch changes the prices shown.
  await page.goto(`/products/${productId}`);
  await expect(page.getByText('€19.99').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('PLN');
  await expect(page.getByText(/PLN\s85\.36/).first()).toBeVisible();
  await expect(page.getByText('€19.99')).toHaveCount(0);
});

test('the back button brings back a catalog filter', async ({ page }) => {
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'All offers' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The box follows the address, which changes a moment after the click.
  await page.getByRole('checkbox', { name: 'In stock only' }).click();
  await expect(page).toHaveURL(/\/catalog\?inStock=true$/);
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/inStock=true&sort=price_asc/);

  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/products\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/catalog\?inStock=true&sort=price_asc$/);
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');

  await page.goBack();
  await expect(page).toHaveURL(/\/catalog\?inStock=true$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
});

test('a category needs a name in every language', async ({ page }) => {
  await logIn(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/listcategory');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  const names = dialog.getByRole('textbox');
  await expect(names).toHaveCount(11);
  // Every language but the last one.
  for (let index = 0; index < 10; index += 1) await names.nth(index).fill(`Lip care ${index}`);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Name is required')).toHaveCount(1);
  await expect(names.nth(10)).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  await expect(dialog).toBeVisible();
});
