import { managedCategorySchema } from '@glowmarket/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { categoriesPath, type CategoryScope } from './category-scope';

const managedCategoriesSchema = z.array(managedCategorySchema);

/** GET /api/{seller|admin}/categories → every category with all its names and whether the caller may change it. */
export function getManagedCategories(scope: CategoryScope, signal?: AbortSignal) {
  return apiRequest(categoriesPath(scope), { schema: managedCategoriesSchema, signal });
}

export function useManagedCategories(scope: CategoryScope) {
  return useQuery({
    queryKey: queryKeys.sellerCatalog.managedCategories(scope),
    queryFn: ({ signal }) => getManagedCategories(scope, signal),
  });
}
