import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n';
import { PageLoader, RootLayout } from './layout/root-layout';
import {
  legalRoute,
  pageMeta,
  requireLogin,
  requireNoCompany,
  usersMeta,
  withMantineIsland,
  withModals,
  withTexts,
  withTokenParam,
} from './route-helpers';
import type { RouteMeta } from './route-meta';

const home = {
  handle: { titleKey: 'home.title', descriptionKey: 'home.description' } satisfies RouteMeta,
  lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
};

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
          path: 'about',
          handle: { ns: 'about', titleKey: 'title', descriptionKey: 'description' } satisfies RouteMeta,
          lazy: async () => ({ Component: (await import('../features/site/pages/about-page')).AboutPage }),
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
          lazy: async () => ({
            Component: (await withTexts(import('../features/companies/pages/company-page'), 'messages')).CompanyPage,
          }),
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
          // The ingredient filters' texts come with the page's code, as the rest of its first screen.
          lazy: async () => ({
            Component: (await withTexts(import('../features/catalog/pages/catalog-page'), 'ingredients')).CatalogPage,
          }),
        },
        {
          // Every public offer: the catalog's list with its filters and sort, under the name the menus use.
          path: 'offers',
          handle: pageMeta('catalog', 'list'),
          // The ingredient filters' texts come with the page's code, as the rest of its first screen.
          lazy: async () => ({
            Component: (await withTexts(import('../features/catalog/pages/catalog-page'), 'ingredients')).CatalogPage,
          }),
        },
        {
          path: 'products/:id',
          handle: pageMeta('catalog', 'product'),
          lazy: async () => {
            // The delivery summary's texts come with the page's code: asked for later, they would
            // swap the page for the loader and back (a layout shift of the whole page).
            const [{ ProductPage }] = await Promise.all([
              import('../features/catalog/pages/product-page'),
              loadNamespaces('logistics', 'messages', 'reviews', 'ingredients', 'productLabel'),
            ]);
            return { Component: ProductPage };
          },
        },
        {
          path: 'ingredients/:slug',
          handle: { ns: 'ingredients', titleKey: 'page.title', descriptionKey: 'page.description' } satisfies RouteMeta,
          lazy: async () => ({
            Component: (await import('../features/ingredients/pages/ingredient-page')).IngredientPage,
          }),
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
            Component: (await withTexts(import('../features/orders/pages/user-orders-page'), 'messages', 'reviews'))
              .UserOrdersPage,
          }),
        },
        ...['messages', 'messages/:id'].map((path) => ({
          path,
          handle: pageMeta('messages', 'page'),
          loader: requireLogin,
          lazy: async () => ({ Component: (await import('../features/messages/pages/messages-page')).MessagesPage }),
        })),
        ...['seller/messages', 'seller/messages/:id'].map((path) => ({
          path,
          handle: pageMeta('messages', 'sellerPage'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/messages/pages/messages-page')).SellerMessagesPage,
          }),
        })),
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
          // The label and batch texts come with the editor's code, so the form does not load in two steps.
          lazy: async () => ({
            Component: (await withTexts(import('../features/catalog/pages/product-editor-page'), 'productLabel'))
              .NewProductPage,
          }),
        },
        {
          path: 'seller/products/:id/edit',
          handle: pageMeta('catalog', 'editProduct'),
          loader: requireLogin,
          // The label and batch texts come with the editor's code, so the form does not load in two steps.
          lazy: async () => ({
            Component: (await withTexts(import('../features/catalog/pages/product-editor-page'), 'productLabel'))
              .EditProductPage,
          }),
        },
        {
          path: 'seller/stock',
          handle: { ns: 'stock', titleKey: 'page.title', descriptionKey: 'page.description' } satisfies RouteMeta,
          loader: requireLogin,
          lazy: async () => ({
            Component: (await withTexts(import('../features/stock/pages/stock-page'), 'stock')).StockPage,
          }),
        },
        {
          path: 'seller/ratings',
          handle: pageMeta('reviews', 'seller'),
          loader: requireLogin,
          lazy: async () => ({
            Component: (await import('../features/reviews/pages/seller-ratings-page')).SellerRatingsPage,
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
