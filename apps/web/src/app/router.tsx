import type { ComponentType, ReactNode } from 'react';
import {
  createBrowserRouter,
  redirect,
  useSearchParams,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { LegalDocument } from '../features/legal/pages/legal-page';
import { authState } from '../lib/auth';
import { loadNamespaces } from '../lib/i18n';
import { PageLoader, RootLayout } from './layout/root-layout';
import type { RouteMeta } from './route-meta';

function legalRoute(path: string, document: LegalDocument): RouteObject {
  const handle: RouteMeta = { ns: 'legal', titleKey: `${document}.title`, descriptionKey: `${document}.description` };
  return {
    path,
    handle,
    lazy: async () => {
      const { LegalPage } = await import('../features/legal/pages/legal-page');
      return { element: <LegalPage document={document} /> };
    },
  };
}

/** An account screen: texts in the `users` namespace under `<key>.title` and `<key>.description`. */
function usersMeta(key: string): RouteMeta {
  return { ns: 'users', titleKey: `${key}.title`, descriptionKey: `${key}.description` };
}

/** The reset-password route hands its `token` query parameter to the page as a prop (SPEC §2). */
function withTokenParam(Page: ComponentType<{ token: string }>) {
  return function TokenParamRoute() {
    const [params] = useSearchParams();
    return <Page token={params.get('token') ?? ''} />;
  };
}

/**
 * A page that opens confirmation dialogs through `modals.openConfirmModal`: the provider comes
 * with the page's code rather than with the first page's.
 */
async function withModals(Page: ComponentType): Promise<ComponentType> {
  const { ModalsProvider } = await import('@mantine/modals');
  return function PageWithModals() {
    return (
      <ModalsProvider>
        <Page />
      </ModalsProvider>
    );
  };
}

/** The login page, told where to come back to afterwards: `/auth?next=/checkout`. */
function loginRedirect(request: Request) {
  const { pathname, search } = new URL(request.url);
  // A slash needs no escaping in a query, and the address stays readable.
  const next = new URLSearchParams({ next: `${pathname}${search}` }).toString().replaceAll('%2F', '/');
  return redirect(`/auth?${next}`);
}

/** Pages for logged-in users: visitors are sent to the login page instead, and come back after it. */
function requireLogin({ request }: LoaderFunctionArgs) {
  return authState().isLoggedIn ? null : loginRedirect(request);
}

/** Company registration: for logged-in users without a company; a seller goes to its company's page. */
function requireNoCompany({ request }: LoaderFunctionArgs) {
  const { isLoggedIn, user } = authState();
  if (!isLoggedIn) return loginRedirect(request);
  return user?.companyId ? redirect('/company-data') : null;
}

/** A company, admin, catalog or cart page: texts in the given namespace under `<key>.title` and `<key>.description`. */
function pageMeta(
  ns:
    | 'companies'
    | 'admin'
    | 'catalog'
    | 'cart'
    | 'shops'
    | 'myShops'
    | 'logistics'
    | 'operators'
    | 'orders'
    | 'sellerOrders',
  key: string,
): RouteMeta {
  return { ns, titleKey: `${key}.title`, descriptionKey: `${key}.description` };
}

const home = {
  handle: { titleKey: 'home.title', descriptionKey: 'home.description' } satisfies RouteMeta,
  lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
};

/** The catalog list is plain markup (decision 007); every other page brings Mantine's provider. */
const PLAIN_PAGES = new Set(['catalog']);

type LoadedRoute = { Component?: ComponentType | null; element?: ReactNode };

/** Puts a lazy page inside its own MantineIsland, whose code loads with the page's. */
function withMantineIsland(route: RouteObject): RouteObject {
  if (typeof route.lazy !== 'function' || PLAIN_PAGES.has(route.path ?? '')) return route;
  const load = route.lazy as () => Promise<LoadedRoute>;
  return {
    ...route,
    lazy: async () => {
      const [loaded, { MantineIsland, withMantine }] = await Promise.all([load(), import('./mantine-island')]);
      if (loaded.Component) return { ...loaded, Component: withMantine(loaded.Component) };
      if (loaded.element) return { ...loaded, element: <MantineIsland>{loaded.element}</MantineIsland> };
      return loaded;
    },
  };
}

/** Every page is a child of the one layout route; the server's page list is PAGE_PATHS in shared. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Shown while the first page's code loads.
    HydrateFallback: PageLoader,
    children: (
      [
        { index: true, ...home },
        { path: 'index', ...home },
        legalRoute('rules', 'rules'),
        legalRoute('policy', 'policy'),
        legalRoute('regular', 'terms'),
        legalRoute('ip-policy', 'ipPolicy'),
        {
          path: 'accessibility',
          handle: {
            ns: 'legal',
            titleKey: 'accessibility.title',
            descriptionKey: 'accessibility.description',
          } satisfies RouteMeta,
          lazy: async () => ({
            Component: (await import('../features/legal/pages/accessibility-page')).AccessibilityPage,
          }),
        },
        {
          path: 'contact',
          handle: { titleKey: 'contact.title', descriptionKey: 'contact.description' } satisfies RouteMeta,
          lazy: async () => ({ Component: (await import('../features/site/pages/contact-page')).ContactPage }),
        },
        {
          path: 'report',
          handle: { titleKey: 'report.title', descriptionKey: 'report.description' } satisfies RouteMeta,
          lazy: async () => ({ Component: (await import('../features/site/pages/report-page')).ReportPage }),
        },
        {
          path: 'register',
          handle: usersMeta('register'),
          lazy: async () => ({ Component: (await import('../features/users/pages/register-page')).RegisterPage }),
        },
        {
          path: 'verify',
          handle: usersMeta('verify'),
          lazy: async () => ({ Component: (await import('../features/users/pages/verify-page')).VerifyPage }),
        },
        {
          path: 'auth',
          handle: usersMeta('login'),
          lazy: async () => ({ Component: (await import('../features/users/pages/login-page')).LoginPage }),
        },
        {
          path: 'forgot',
          handle: usersMeta('forgot'),
          lazy: async () => ({ Component: (await import('../features/users/pages/forgot-page')).ForgotPage }),
        },
        {
          id: 'ResetPassword',
          path: 'reset-password',
          handle: usersMeta('resetPassword'),
          lazy: async () => ({
            Component: withTokenParam((await import('../features/users/pages/reset-password-page')).ResetPasswordPage),
          }),
        },
        {
          path: 'account',
          handle: usersMeta('account'),
          loader: requireLogin,
          lazy: async () => ({
            Component: await withModals((await import('../features/users/pages/account-page')).AccountPage),
          }),
        },
        {
          path: 'registercompany',
          handle: pageMeta('companies', 'register'),
          loader: requireNoCompany,
          lazy: async () => ({
            Component: (await import('../features/companies/pages/register-company-page')).RegisterCompanyPage,
          }),
        },
        {
          path: 'company-data',
          handle: pageMeta('companies', 'companyData'),
          loader: requireLogin,
          lazy: async () => ({
            Component: await withModals(
              (await import('../features/companies/pages/company-data-page')).CompanyDataPage,
            ),
          }),
        },
        {
          path: 'company/:id',
          handle: pageMeta('companies', 'company'),
          lazy: async () => ({ Component: (await import('../features/companies/pages/company-page')).CompanyPage }),
        },
        {
          path: 'manufacturers',
          handle: pageMeta('companies', 'manufacturers'),
          lazy: async () => ({
            Component: (await import('../features/companies/pages/manufacturers-page')).ManufacturersPage,
          }),
        },
        {
          path: 'catalog',
          handle: pageMeta('catalog', 'list'),
          lazy: async () => ({ Component: (await import('../features/catalog/pages/catalog-page')).CatalogPage }),
        },
        {
          path: 'products/:id',
          handle: pageMeta('catalog', 'product'),
          lazy: async () => {
            // The delivery summary's texts come with the page's code: asked for later, they would
            // swap the page for the loader and back (a layout shift of the whole page).
            const [{ ProductPage }] = await Promise.all([
              import('../features/catalog/pages/product-page'),
              loadNamespaces('logistics'),
            ]);
            return { Component: ProductPage };
          },
        },
        {
          path: 'compare',
          handle: pageMeta('catalog', 'compare'),
          lazy: async () => ({ Component: (await import('../features/catalog/pages/compare-page')).ComparePage }),
        },
        {
          path: 'cart',
          handle: pageMeta('cart', 'page'),
          lazy: async () => ({
            Component: await withModals((await import('../features/cart/pages/cart-page')).CartPage),
          }),
        },
        {
          path: 'checkout',
          handle: pageMeta('cart', 'checkout'),
          loader: requireLogin,
          lazy: async () => ({ Component: (await import('../features/cart/pages/checkout-page')).CheckoutPage }),
        },
        {
          path: 'payment-selection',
          handle: pageMeta('orders', 'paymentSelection'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/orders/pages/payment-selection-page')).PaymentSelectionPage,
          }),
        },
        {
          // No login: the operator returns the buyer to the public address, which may be another
          // host name than the one the buyer shops on (and holds the session on); the page reads the
          // payment by its id.
          path: 'payment-result',
          handle: pageMeta('orders', 'paymentResult'),
          lazy: async () => ({
            Component: (await import('../features/orders/pages/payment-result-page')).PaymentResultPage,
          }),
        },
        {
          path: 'userorders',
          handle: pageMeta('orders', 'userOrders'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/orders/pages/user-orders-page')).UserOrdersPage,
          }),
        },
        {
          path: 'orders',
          handle: pageMeta('sellerOrders', 'orders'),
          loader: requireLogin,
          lazy: async () => ({
            Component: await withModals(
              (await import('../features/seller-orders/pages/seller-orders-page')).SellerOrdersPage,
            ),
          }),
        },
        {
          path: 'customers',
          handle: pageMeta('sellerOrders', 'customers'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/seller-orders/pages/customers-page')).CustomersPage,
          }),
        },
        {
          path: 'statements',
          handle: pageMeta('sellerOrders', 'statements'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/seller-orders/pages/statements-page')).StatementsPage,
          }),
        },
        {
          path: 'listcategory',
          handle: pageMeta('catalog', 'categories'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/catalog/pages/categories-page')).CategoriesPage,
          }),
        },
        {
          path: 'seller/products',
          handle: pageMeta('catalog', 'sellerProducts'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/catalog/pages/seller-products-page')).SellerProductsPage,
          }),
        },
        {
          path: 'seller/products/new',
          handle: pageMeta('catalog', 'newProduct'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/catalog/pages/product-editor-page')).NewProductPage,
          }),
        },
        {
          path: 'seller/products/:id/edit',
          handle: pageMeta('catalog', 'editProduct'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/catalog/pages/product-editor-page')).EditProductPage,
          }),
        },
        {
          path: 'shops',
          handle: pageMeta('shops', 'locator'),
          lazy: async () => ({
            Component: (await import('../features/shops/pages/store-locator-page')).StoreLocatorPage,
          }),
        },
        {
          path: 'shops/:id',
          handle: pageMeta('shops', 'shop'),
          lazy: async () => ({ Component: (await import('../features/shops/pages/shop-page')).ShopPage }),
        },
        {
          path: 'my-shops',
          handle: pageMeta('myShops', 'list'),
          loader: requireLogin,
          lazy: async () => ({
            Component: await withModals((await import('../features/shops/pages/my-shops-page')).MyShopsPage),
          }),
        },
        {
          path: 'add',
          handle: pageMeta('myShops', 'add'),
          loader: requireLogin,
          lazy: async () => ({ Component: (await import('../features/shops/pages/shop-editor-page')).NewShopPage }),
        },
        {
          path: 'shops/:id/edit',
          handle: pageMeta('myShops', 'edit'),
          loader: requireLogin,
          lazy: async () => ({ Component: (await import('../features/shops/pages/shop-editor-page')).EditShopPage }),
        },
        {
          path: 'logistics',
          handle: pageMeta('logistics', 'seller'),
          loader: requireLogin,
          lazy: async () => ({
            Component: await withModals((await import('../features/logistics/pages/logistics-page')).LogisticsPage),
          }),
        },
        {
          path: 'parcel-lockers',
          handle: pageMeta('logistics', 'lockers'),
          lazy: async () => ({
            Component: (await import('../features/logistics/pages/parcel-lockers-page')).ParcelLockersPage,
          }),
        },
        {
          path: 'operator-settings',
          handle: pageMeta('operators', 'page'),
          loader: requireLogin,
          lazy: async () => ({
            Component: await withModals(
              (await import('../features/operators/pages/operator-settings-page')).OperatorSettingsPage,
            ),
          }),
        },
        {
          path: 'admin',
          handle: pageMeta('admin', 'page'),
          loader: requireLogin,
          lazy: async () => ({
            Component: await withModals((await import('../features/admin/pages/admin-page')).AdminPage),
          }),
        },
        {
          path: '*',
          handle: { titleKey: 'notFound.title', descriptionKey: 'notFound.description' } satisfies RouteMeta,
          lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
        },
      ] satisfies RouteObject[]
    ).map(withMantineIsland),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
