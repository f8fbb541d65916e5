/** Who manages categories: a seller its own (under /api/seller), the operator all (under /api/admin). */
export type CategoryScope = 'seller' | 'admin';

/** Where a scope manages its categories. */
export function categoriesPath(scope: CategoryScope): string {
  return scope === 'admin' ? '/api/admin/categories' : '/api/seller/categories';
}
