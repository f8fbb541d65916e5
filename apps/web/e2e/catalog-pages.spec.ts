import { PAGE_SIZE } from '@glowmarket/shared/constants';
import { expect, test, type Page } from '@playwright/test';
import { json } from './pages';

/** A sort the API pages by anchor, with many equal prices in the demo data: ties must not move a product. */
const LIST = '/catalog?sort=price_asc';

/**
 * The products the list shows once its page has loaded (the previous page stays on screen, busy,
 * meanwhile), by their pages' addresses: titles repeat in the demo data, ids do not.
 */
async function shownProducts(page: Page): Promise<string[]> {
  const results = page.getByRole('region', { name: 'Products' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(results.locator('[aria-busy="true"]')).toHaveCount(0);
  return results
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a[href^="/products/"]')?.getAttribute('href') ?? ''),
    );
}

/** Opens an address and waits for the app to have drawn over the server's first screen. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#root > div[inert]')).toHaveCount(0);
}

/** The list's address as a pattern: its `?` taken literally. */
const LIST_PATTERN = LIST.replace('?', '\\?');

function pageLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Pages of products' });
}

/**
 * Follows a page link with a plain click and waits for its page to be the current one: any page
 * but the first by its anchor, the first by the list's own address. The app goes there in place:
 * the document (and a mark left on it) stays.
 */
async function follow(page: Page, name: string, to: number): Promise<string[]> {
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await pageLinks(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(
    to === 1 ? new RegExp(`${LIST_PATTERN}$`) : new RegExp(`${LIST_PATTERN}&page=${to}&after=[A-Za-z0-9_-]+$`),
  );
  await expect(pageLinks(page).getByRole('link', { name: `Page ${to}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  return shownProducts(page);
}

test('the catalog’s page links carry their anchor and show the same products as the page typed by number', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { total } = await json<{ total: number }>(page.request, '/api/products');
  const last = Math.ceil(total / PAGE_SIZE);
  expect(last, 'the demo catalog has several pages').toBeGreaterThanOrEqual(4);

  // Forward through the links: the next page, a page two ahead, then the last one.
  await open(page, LIST);
  const firstPage = await shownProducts(page);
  const byLink = new Map<number, { url: string; products: string[] }>();
  for (const [name, to] of [
    ['Next page', 2],
    ['Page 4', 4],
    [`Page ${last}`, last],
  ] as const) {
    const products = await follow(page, name, to);
    byLink.set(to, { url: page.url(), products });
  }

  // Each equals its page typed by hand, without an anchor, and the pages do not overlap.
  const seen = new Set(firstPage);
  for (const [number, { url, products }] of byLink) {
    expect(products).toHaveLength(number === last ? total - PAGE_SIZE * (last - 1) : PAGE_SIZE);
    await open(page, `${LIST}&page=${number}`);
    expect(await shownProducts(page), `page ${number} by its link (${url}) and by its number`).toEqual(products);
    for (const product of products) seen.add(product);
  }
  expect(seen.size).toBe(
    firstPage.length + [...byLink.values()].reduce((sum, { products }) => sum + products.length, 0),
  );

  // A page link opened on its own (a new tab, a shared link): drawn by the server, then by the app.
  const page4 = byLink.get(4);
  if (!page4) throw new Error('page 4 was visited');
  const drawn = await page.request.get(page4.url);
  expect(drawn.status()).toBe(200);
  const html = await drawn.text();
  expect(html).toContain('<div inert aria-hidden="true">');
  expect(html).toContain(`href="${page4.products[0]}"`);
  const tab = await page.context().newPage();
  await open(tab, page4.url);
  expect(await shownProducts(tab)).toEqual(page4.products);
  await tab.close();

  // Back: the previous page's link from page 4, then the browser's back button to page 4 again.
  await open(page, page4.url);
  const page3 = await follow(page, 'Previous page', 3);
  await open(page, `${LIST}&page=3`);
  expect(await shownProducts(page)).toEqual(page3);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=3&after=/);
  expect(await shownProducts(page)).toEqual(page3);
  expect(await follow(page, 'Page 2', 2)).toEqual(byLink.get(2)?.products);
  expect(await follow(page, 'Page 1', 1)).toEqual(firstPage);

  // An anchor that is not one (an edited link) leaves the page to its number.
  await open(page, `${LIST}&page=2&after=${'x'.repeat(300)}`);
  expect(await shownProducts(page)).toEqual(byLink.get(2)?.products);
});
