import type { catalogPageSchema } from '@glowmarket/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/preferences';
import { queryKeys } from '../../../lib/query-keys';

/** How many cards a home page row shows. */
export const ROW_LENGTH = 8;

/** GET /api/products?… → the first cards of a catalog view, for a row on the home page. */
export function getProductRow(query: string, signal?: AbortSignal) {
  return apiRequest<z.infer<typeof catalogPageSchema>>(`/api/products?${query}`, { signal }).then((page) =>
    page.items.slice(0, ROW_LENGTH),
  );
}

export function useProductRow(query: string) {
  const language = currentLanguage();
  const currency = useCurrency();
  // Under the catalog's key prefix, so a seller's change refreshes the rows too.
  return useQuery({
    queryKey: queryKeys.catalog.homeRow(query, language, currency),
    queryFn: ({ signal }) => getProductRow(query, signal),
  });
}
