/**
 * The paths the web app renders. The server answers these with the app and HTTP 200, and any
 * other path with the app's not-found page and HTTP 404, so the list lives here for both sides.
 */
export const PAGE_PATHS = [
  '/',
  '/index',
  '/rules',
  '/policy',
  '/regular',
  '/ip-policy',
  '/contact',
  '/report',
  '/register',
  '/verify',
  '/auth',
  '/forgot',
  '/reset-password',
  '/account',
  '/registercompany',
  '/company-data',
  '/admin',
  '/company/:id',
  '/manufacturers',
  '/catalog',
  '/products/:id',
  '/compare',
  '/cart',
  '/listcategory',
  '/seller/products',
  '/seller/products/new',
  '/seller/products/:id/edit',
  '/shops',
  '/shops/:id',
  '/my-shops',
  '/add',
  '/shops/:id/edit',
  '/logistics',
  '/operator-settings',
  '/parcel-lockers',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
