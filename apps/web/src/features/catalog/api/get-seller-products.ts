import { sellerProductRowSchema } from '@glowmarket/shared/catalog';
import { pageOf } from '@glowmarket/shared/companies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const sellerProductsPageSchema = pageOf(sellerProductRowSchema);

/** GET /api/seller/products?q=&page= → the seller's products, newest changes first, 50 a page. */
export function getSellerProducts(query: { q: string; page: number }, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  return apiRequest(`/api/seller/products?${params.toString()}`, { schema: sellerProductsPageSchema, signal });
}

export function useSellerProducts(query: { q: string; page: number }) {
  return useQuery({
    queryKey: queryKeys.sellerCatalog.productList(query),
    queryFn: ({ signal }) => getSellerProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
