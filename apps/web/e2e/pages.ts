import type { PagePath } from '@glowmarket/shared/routes';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Every page of PAGE_PATHS opened as the role it is for, with real ids in its parameters: what the
 * journeys that visit every page (accessibility, the phone layout) share.
 */

export const ACCOUNTS = {
  buyer: { email: 'buyer@glowmarket.example', password: 'Peony-Buyer-2026' },
  seller: { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' },
  admin: { email: 'admin@glowmarket.example', password: 'Peony-Admin-2026' },
};
export type Role = 'visitor' | keyof typeof ACCOUNTS;

/** Who opens each page: pages behind a login as the role they are for. */
export const PAGES_BY_ROLE: Record<Role, PagePath[]> = {
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
    '/ingredients/:slug',
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
    '/seller/stock',
  ],
  admin: ['/admin'],
};

export interface Ids {
  product: string;
  company: string;
  shop: string;
  sellerProduct: string;
  sellerShop: string;
  /** A demo conversation between the demo buyer and the demo seller. */
  thread: string;
}

export async function json<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const answer = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(answer.ok(), url).toBe(true);
  return (await answer.json()) as T;
}

/** The ids the paths with parameters need: demo data, and the demo seller's own product and shop. */
export async function findIds(request: APIRequestContext): Promise<Ids> {
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

export function fillPath(path: PagePath, ids: Ids): string {
  switch (path) {
    case '/products/:id':
      return `/products/${ids.product}`;
    case '/ingredients/:slug':
      // In every demo product's list.
      return '/ingredients/glycerin';
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

/** Logs in through the login page by its fields, whatever language the page speaks. */
export async function logInAs(page: Page, role: keyof typeof ACCOUNTS) {
  await page.goto('/auth');
  const form = page.locator('main form');
  await form.locator('input:not([type="password"])').first().fill(ACCOUNTS[role].email);
  await form.locator('input[type="password"]').fill(ACCOUNTS[role].password);
  await form.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth/);
}
