import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { categoriesPath, type CategoryScope } from './category-scope';
import { useCategoriesChanged } from './use-categories-changed';

/** DELETE /api/{seller|admin}/categories/:id (409 category_in_use / category_has_children). */
export function deleteCategory({ scope, id }: { scope: CategoryScope; id: string }) {
  return apiRequest(`${categoriesPath(scope)}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const changed = useCategoriesChanged();
  return useMutation({ mutationFn: deleteCategory, onSuccess: changed });
}
