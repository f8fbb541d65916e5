import { PAGE_PATHS, type PagePath } from '@glowmarket/shared/routes';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations, waitForPage } from './axe';

/**
 * Every page of PAGE_PATHS, as the role that sees it, scanned by axe for WCAG 2.1 A/AA (decision
 * 019) on a desktop in English and on a phone in Polish: both sizes, both languages, and a language
 * whose words run longer. The journeys scan their own states (dialogs open, errors shown).
 */

const ACCOUNTS = {
  buyer: { email: 'buyer@glowmarket.example', password: 'Peony-Buyer-2026' },
  seller: { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' },
  admin: { email: 'admin@glowmarket.example', password: 'Peony-Admin-2026' },
};
type Role = 'visitor' | keyof typeof ACCOUNTS;

/** Who opens each page: pages behind a login as the role they are for. */
const PAGES_BY_ROLE: Record<Role, PagePath[]> = {
  visitor: [
    '/',
    '/index',
    '/rules',
    '/policy',
    '/regular',
    '/ip-policy',
    '/accessibility',
    '/about',
    '/contact',
    '/report',
    '/register',
    '/verify',
    '/auth',
    '/forgot',
    '/reset-password',
    '/company/:id',
    '/manufacturers',
    '/catalog',
    '/offers',
    '/products/:id',
    '/compare',
    '/cart',
    '/shops',
    '/shops/:id',
    '/parcel-lockers',
  ],
  buyer: [
    '/account',
    '/registercompany',
    '/checkout',
    '/payment-selection',
    '/payment-result',
    '/userorders',
    '/messages',
    '/messages/:id',
  ],
  seller: [
    '/company-data',
    '/orders',
    '/customers',
    '/statements',
    '/listcategory',
    '/seller/products',
    '/seller/products/new',
    '/seller/products/:id/edit',
    '/my-shops',
    '/add',
    '/shops/:id/edit',
    '/logistics',
    '/operator-settings',
    '/seller/messages',
    '/seller/messages/:id',
    '/seller/ratings',
  ],
  admin: ['/admin'],
};

const SCREENS = [
  { name: 'desktop, en-US', viewport: { width: 1366, height: 900 }, locale: 'en-US' },
  { name: 'phone, pl-PL', viewport: { width: 390, height: 844 }, locale: 'pl-PL' },
] as const;

interface Ids {
  product: string;
  company: string;
  shop: string;
  sellerProduct: string;
  sellerShop: string;
  /** A demo conversation between the demo buyer and the demo seller. */
  thread: string;
}

async function json<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const answer = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(answer.ok(), url).toBe(true);
  return (await answer.json()) as T;
}

/** The ids the paths with parameters need: demo data, and the demo seller's own product and shop. */
async function findIds(request: APIRequestContext): Promise<Ids> {
  type List = { items: { id: string }[] };
  const login = await request.post('/api/users/login', { data: ACCOUNTS.seller });
  const { tokenUser, user } = (await login.json()) as { tokenUser: string; user: { companyId: string } };
  const [product] = (await json<List>(request, '/api/products')).items;
  const [company] = (await json<List>(request, '/api/companies')).items;
  const [shop] = (await json<List>(request, '/api/shops')).items;
  const [sellerProduct] = (await json<List>(request, `/api/products?company=${user.companyId}`)).items;
  const [sellerShop] = (await json<List>(request, '/api/seller/shops', tokenUser)).items;
  const [thread] = (await json<List>(request, '/api/seller/messages/threads', tokenUser)).items;
  if (!product || !company || !shop || !sellerProduct || !sellerShop || !thread) {
    throw new Error('the demo data has them');
  }
  return {
    product: product.id,
    company: company.id,
    shop: shop.id,
    sellerProduct: sellerProduct.id,
    sellerShop: sellerShop.id,
    thread: thread.id,
  };
}

function fillPath(path: PagePath, ids: Ids): string {
  switch (path) {
    case '/products/:id':
      return `/products/${ids.product}`;
    case '/company/:id':
      return `/company/${ids.company}`;
    case '/shops/:id':
      return `/shops/${ids.shop}`;
    case '/seller/products/:id/edit':
      return `/seller/products/${ids.sellerProduct}/edit`;
    case '/shops/:id/edit':
      return `/shops/${ids.sellerShop}/edit`;
    case '/messages/:id':
      return `/messages/${ids.thread}`;
    case '/seller/messages/:id':
      return `/seller/messages/${ids.thread}`;
    default:
      return path;
  }
}

test('every page path is scanned as some role', () => {
  const scanned = Object.values(PAGES_BY_ROLE).flat();
  expect([...scanned].sort()).toEqual([...PAGE_PATHS].sort());
});

/** Logs in through the login page by its fields, whatever language the page speaks. */
async function logInAs(page: Page, role: keyof typeof ACCOUNTS) {
  await page.goto('/auth');
  const form = page.locator('main form');
  await form.locator('input:not([type="password"])').first().fill(ACCOUNTS[role].email);
  await form.locator('input[type="password"]').fill(ACCOUNTS[role].password);
  await form.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth/);
}

async function scanPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
    await expectNoA11yViolations(page);
  }
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, locale: screen.locale });

    test('visitor pages, the not-found page and the comparison with products', async ({ page, request }) => {
      // 27 pages, each loaded and scanned: about 6 s a page on CI's machine.
      test.setTimeout(180_000);
      const ids = await findIds(request);
      // Two products in the comparison, so its table is scanned rather than its empty state.
      const [first, second] = (await json<{ items: { id: string }[] }>(request, '/api/products')).items;
      await page.addInitScript(
        (compared) => {
          if (!localStorage.getItem('glowmarket.compare')) localStorage.setItem('glowmarket.compare', compared);
        },
        JSON.stringify([first?.id, second?.id]),
      );
      await scanPages(page, [...PAGES_BY_ROLE.visitor.map((path) => fillPath(path, ids)), '/no-such-page']);
      await expect(page.locator('html')).toHaveAttribute('lang', screen.locale);
    });

    for (const role of ['buyer', 'seller', 'admin'] as const) {
      test(`${role} pages`, async ({ page, request }) => {
        // Up to 16 pages a role (the seller's), each loaded and scanned: about 6 s a page on CI's machine.
        test.setTimeout(150_000);
        const ids = await findIds(request);
        await logInAs(page, role);
        await scanPages(
          page,
          PAGES_BY_ROLE[role].map((path) => fillPath(path, ids)),
        );
      });
    }
  });
}
