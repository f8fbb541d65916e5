import { expect, test } from '@playwright/test';
import { logIn } from './accounts';
import { expectNoA11yViolations } from './axe';

/** The demo buyer of the seed (README, demo accounts). */
const BUYER = { email: 'buyer@glowmarket.example', password: 'Peony-Buyer-2026' };

test('a visitor fills a cart from two sellers, changes a quantity, and keeps the cart when logging in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Two in-stock products of two different sellers, as the catalog lists them.
  const answer = await page.request.get('/api/products?inStock=true');
  const items = ((await answer.json()) as { items: { id: string; title: string; company: { id: string } }[] }).items;
  const first = items[0];
  const second = items.find((item) => item.company.id !== first?.company.id);
  if (!first || !second) throw new Error('the demo catalog has in-stock products of two sellers');

  const bag = page.getByRole('link', { name: /^Cart/ });
  await page.goto(`/products/${first.id}`);
  await page.getByRole('button', { name: `Add to cart: ${first.title}` }).click();
  await expect(page.getByText(`Added to your cart: ${first.title}`)).toBeVisible();
  await expect(bag).toHaveAccessibleName('Cart, 1 item');

  // From the catalog's own cards too.
  await page.goto(`/catalog?company=${second.company.id}`);
  await page
    .getByRole('button', { name: `Add to cart: ${second.title}` })
    .first()
    .click();
  await expect(bag).toHaveAccessibleName('Cart, 2 items');

  // The cart, by seller; two of the first product.
  await bag.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(2);
  await expectNoA11yViolations(page);
  const quantity = page.getByRole('textbox', { name: `Quantity of ${first.title}` });
  await quantity.fill('2');
  await quantity.blur();
  await expect(bag).toHaveAccessibleName('Cart, 3 items');
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Quantity of ${first.title}` })).toHaveValue('2');

  // Logging in keeps the visitor's cart: it joins the buyer's.
  await logIn(page, BUYER.email, BUYER.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(bag).toHaveAccessibleName(/Cart, [3-9]\d* items/);
  await page.goto('/cart');
  await expect(page.getByRole('textbox', { name: `Quantity of ${first.title}` })).toBeVisible();
  await expect(page.getByRole('link', { name: second.title })).toBeVisible();
});
