import { parcelPointListSchema } from '@glowmarket/shared/logistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Where the finder looks: a town or postal code as typed, or a position. */
export type PointsSearch = { q: string } | { latitude: number; longitude: number };

export function pointsQueryString(search: PointsSearch): string {
  return 'q' in search
    ? new URLSearchParams({ q: search.q }).toString()
    : new URLSearchParams({ latitude: String(search.latitude), longitude: String(search.longitude) }).toString();
}

/** GET /api/logistics/parcel-points?… → lockers nearest first, and the place they are measured from. */
export function getParcelPoints(search: PointsSearch, signal?: AbortSignal) {
  return apiRequest(`/api/logistics/parcel-points?${pointsQueryString(search)}`, {
    signal,
    schema: parcelPointListSchema,
  });
}

export function useParcelPoints(search: PointsSearch | null) {
  return useQuery({
    queryKey: queryKeys.logistics.parcelPoints(search ? pointsQueryString(search) : ''),
    queryFn: ({ signal }) => getParcelPoints(search ?? { q: '' }, signal),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
