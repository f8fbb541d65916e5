import type {
  HideRatingInput,
  ManagedRating,
  ManagedRatings,
  MyRating,
  ProductRatings,
  SendRating,
  SkinType,
} from '@glowmarket/shared/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { queryKeys } from '../lib/query-keys';

export interface ProductRatingsFilter {
  skinType: SkinType | null;
  page: number;
}

/** GET /api/reviews/products/:id → the summary and a page of the product's visible ratings, newest first. */
export function getProductRatings(productId: string, filter: ProductRatingsFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.skinType) query.set('skinType', filter.skinType);
  return apiRequest<ProductRatings>(`/api/reviews/products/${productId}?${query.toString()}`, { signal });
}

export function useProductRatings(productId: string, filter: ProductRatingsFilter) {
  return useQuery({
    queryKey: queryKeys.ratings.product(productId, filter),
    queryFn: ({ signal }) => getProductRatings(productId, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reviews/mine → the buyer's own ratings of the given products. */
export function getMyRatings(productIds: string[], signal?: AbortSignal) {
  const query = new URLSearchParams({ products: productIds.join(',') });
  return apiRequest<{ items: MyRating[] }>(`/api/reviews/mine?${query.toString()}`, { signal });
}

/** The buyer's ratings of these products, by product id. */
export function useMyRatings(productIds: string[]) {
  const { user } = useAuth();
  const ids = [...new Set(productIds)].sort();
  return useQuery({
    queryKey: queryKeys.ratings.mine(user?._id ?? '', ids.join(',')),
    queryFn: ({ signal }) => getMyRatings(ids, signal),
    enabled: Boolean(user) && ids.length > 0,
    select: (answer) => new Map(answer.items.map((rating) => [rating.productId, rating])),
  });
}

/** POST /api/reviews → the buyer's rating, new or changed. */
export function sendRating(input: SendRating) {
  return apiRequest<MyRating>('/api/reviews', { method: 'POST', body: input });
}

export function useSendRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRating,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ratings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]),
  });
}

export interface ManagedRatingsFilter {
  hidden: boolean | null;
  page: number;
}

function managedQuery(filter: ManagedRatingsFilter): string {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.hidden !== null) query.set('hidden', String(filter.hidden));
  return query.toString();
}

/** GET /api/seller/reviews → the ratings of the seller's own products. */
export function useSellerRatings(filter: ManagedRatingsFilter) {
  const { user } = useAuth();
  const companyId = user?.companyId ?? '';
  return useQuery({
    queryKey: queryKeys.ratings.seller(companyId, filter),
    queryFn: ({ signal }) => apiRequest<ManagedRatings>(`/api/seller/reviews?${managedQuery(filter)}`, { signal }),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reviews → every rating, for the operator. */
export function useAdminRatings(filter: ManagedRatingsFilter) {
  return useQuery({
    queryKey: queryKeys.ratings.admin(filter),
    queryFn: ({ signal }) => apiRequest<ManagedRatings>(`/api/admin/reviews?${managedQuery(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/reviews/:id/hide (with a reason) or …/show. */
export function useSetRatingHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hide }: { id: string; hide: HideRatingInput | null }) =>
      hide
        ? apiRequest<ManagedRating>(`/api/admin/reviews/${id}/hide`, { method: 'POST', body: hide })
        : apiRequest<ManagedRating>(`/api/admin/reviews/${id}/show`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ratings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]),
  });
}
