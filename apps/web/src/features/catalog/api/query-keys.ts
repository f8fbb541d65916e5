/**
 * Cache keys of the catalog. Storefront answers come in the UI language, so their keys hold it;
 * the seller's own data does not depend on it.
 */
export const catalogKeys = {
  storefront: ['catalog'] as const,
  categories: (language: string) => ['catalog', 'categories', language] as const,
  products: (query: string, language: string) => ['catalog', 'products', query, language] as const,
  product: (id: string, language: string) => ['catalog', 'product', id, language] as const,
  manufacturers: ['catalog', 'manufacturers'] as const,
  seller: ['seller-catalog'] as const,
  sellerProducts: (query: { q: string; page: number }) => ['seller-catalog', 'products', query] as const,
  sellerProduct: (id: string) => ['seller-catalog', 'product', id] as const,
  managedCategories: (scope: CategoryScope) => ['seller-catalog', 'categories', scope] as const,
};

/** Who manages categories: a seller its own (under /api/seller), the operator all (under /api/admin). */
export type CategoryScope = 'seller' | 'admin';

/** Where a scope manages its categories. */
export function categoriesPath(scope: CategoryScope): string {
  return scope === 'admin' ? '/api/admin/categories' : '/api/seller/categories';
}
