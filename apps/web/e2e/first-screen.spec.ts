import { expect, test } from '@playwright/test';

interface Card {
  id: string;
  title: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** The part of a page's first HTML that the app draws over (what a phone paints before any script), entities read back. */
function firstScreenOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start, 'the page has its #root').toBeGreaterThan(0);
  return html
    .slice(start, html.indexOf('id="first-screen-answers"'))
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

test('the storefront pages arrive drawn in their first HTML, in the visitor’s language', async ({ request }) => {
  const list = (await (await request.get('/api/products?page=1')).json()) as { items: Card[] };
  const [product] = list.items;
  if (!product) throw new Error('the demo catalog has products');

  const home = await request.get('/', { headers: { 'accept-language': 'en-US' } });
  expect(home.status()).toBe(200);
  expect(firstScreenOf(await home.text())).toContain('Cosmetics straight from the people who make them');

  const catalog = firstScreenOf(await (await request.get('/catalog')).text());
  for (const card of list.items.slice(0, 5)) expect(catalog).toContain(card.title);

  // The product page in Polish, as a browser set to Polish asks for it: texts, prices and the document language.
  const polish = await request.get(`/products/${product.id}`, {
    headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' },
  });
  const html = await polish.text();
  expect(html).toContain('<html lang="pl-PL"');
  const screen = firstScreenOf(html);
  expect(screen).toContain('<div inert aria-hidden="true">');
  expect(screen).toContain('Wszystkie oferty');
  expect(screen).toContain('Dodaj do koszyka: ');
  // Only public answers travel with the page, never a cart or a session.
  const answers = /<script type="application\/json" id="first-screen-answers">(.*?)<\/script>/s.exec(html)?.[1];
  const keys = (JSON.parse(answers ?? '[]') as { key: string[] }[]).map((answer) => answer.key[0]);
  expect(keys).toContain('catalog');
  expect(keys).not.toContain('cart');
  expect(keys).not.toContain('session');

  // A page for logged-in users is left to the app.
  expect(await (await request.get('/account')).text()).toContain('<div id="root"></div>');
});

test('the app takes a first screen over: the page works and the browser asked the API nothing again', async ({
  page,
}) => {
  const list = (await (await page.request.get('/api/products?inStock=true')).json()) as { items: Card[] };
  const [product] = list.items;
  if (!product) throw new Error('the demo catalog has in-stock products');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/api/products/${product.id}`)) asked.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto(`/products/${product.id}`);
  await expect(page.locator('#root > div[inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.getByRole('button', { name: `Add to cart: ${product.title}` }).click();
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item');
  // The product came with the page; only its QR code's picture is fetched from its address.
  expect(asked.filter((url) => !url.endsWith('/qr.svg'))).toEqual([]);
  expect(errors).toEqual([]);
});
