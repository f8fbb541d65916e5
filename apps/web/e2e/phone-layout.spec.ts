import { expect, test, type Page } from '@playwright/test';
import { waitForPage } from './axe';
import { fillPath, findIds, json, logInAs, PAGES_BY_ROLE } from './pages';

/**
 * On a phone (390 × 844) no page is wider than the screen: every page of PAGE_PATHS, opened as the
 * role it is for, scrolls only up and down. And the product page's quantity goes into the cart.
 */

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

/** Each page is exactly as wide as the screen; a failure names the elements that stick out. */
async function expectScreenWide(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
    const measured = await page.evaluate(() => {
      const root = document.documentElement;
      const outside = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, outside };
    });
    expect
      .soft(measured.scrollWidth, `${path} is wider than the screen: ${measured.outside.join(', ')}`)
      .toBe(measured.clientWidth);
  }
}

test('visitor pages fit the screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const ids = await findIds(request);
  await expectScreenWide(
    page,
    PAGES_BY_ROLE.visitor.map((path) => fillPath(path, ids)),
  );
});

for (const role of ['buyer', 'seller', 'admin'] as const) {
  test(`${role} pages fit the screen`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const ids = await findIds(request);
    await logInAs(page, role);
    await expectScreenWide(
      page,
      PAGES_BY_ROLE[role].map((path) => fillPath(path, ids)),
    );
  });
}

test('the shop menu shows there is more to scroll to', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Shop' });
  await expect(menu).toHaveAttribute('data-more-end', 'true');
  await menu.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(menu).toHaveAttribute('data-more-start', 'true');
  await expect(menu).not.toHaveAttribute('data-more-end', 'true');
  await expect(menu.getByRole('link', { name: 'Compare' })).toBeInViewport({ ratio: 0.95 });
});

test('the seller’s orders and products show as cards with their status and total', async ({ page }) => {
  await logInAs(page, 'seller');
  await page.goto('/orders');
  const order = page.getByRole('article').first();
  await expect(order).toBeVisible();
  await expect(order.getByText('Status', { exact: true })).toBeVisible();
  await expect(order.getByText('Total', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.goto('/seller/products');
  const product = page.getByRole('article').first();
  await expect(product).toBeVisible();
  await expect(product.getByText('Price', { exact: true })).toBeVisible();
  await expect(product.getByText('Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the product page puts the chosen quantity into the cart, within the stock', async ({ page, request }) => {
  type Card = { id: string; title: string };
  const { items } = await json<{ items: Card[] }>(request, '/api/products?inStock=true');
  let product: Card | undefined;
  let stock = 0;
  for (const item of items) {
    stock = (await json<{ stock: number }>(request, `/api/products/${item.id}`)).stock;
    product = item;
    if (stock >= 5) break;
  }
  if (!product || stock < 5) throw new Error('the demo has a product with five in stock');

  await page.goto(`/products/${product.id}`);
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'One less' })).toBeDisabled();
  await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(quantity).toHaveValue('3');
  // No more than the stock.
  await quantity.fill(String(stock + 5));
  await quantity.blur();
  await expect(quantity).toHaveValue(String(Math.min(stock, 99)));
  await quantity.fill('3');
  await page.getByRole('button', { name: `Add to cart: ${product.title}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Added to your cart: ${product.title}` })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('main').getByLabel(`Quantity of ${product.title}`)).toHaveValue('3');

  // The product is remembered as viewed: another product's page lists it.
  const other = items.find((item) => item.id !== product.id);
  if (!other) throw new Error('the demo has two products in stock');
  await page.goto(`/products/${other.id}`);
  // And the seller's other products are a row of their own.
  await expect(
    page
      .getByRole('region', { name: /^More from / })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: product.title })).toBeVisible();
  await expect(recent.getByRole('link', { name: other.title })).toHaveCount(0);
});
