import { managedCategorySchema, type CategoryInput } from '@glowmarket/shared/catalog';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { categoriesPath, type CategoryScope } from './category-scope';
import { useCategoriesChanged } from './use-categories-changed';

/** POST (new) or PATCH (existing) /api/{seller|admin}/categories[/:id] with the names in all 11 languages. */
export function saveCategory({ scope, id, input }: { scope: CategoryScope; id: string | null; input: CategoryInput }) {
  const path = categoriesPath(scope);
  return apiRequest(id ? `${path}/${encodeURIComponent(id)}` : path, {
    method: id ? 'PATCH' : 'POST',
    body: input,
    schema: managedCategorySchema,
  });
}

export function useSaveCategory() {
  const changed = useCategoriesChanged();
  return useMutation({ mutationFn: saveCategory, onSuccess: changed });
}
