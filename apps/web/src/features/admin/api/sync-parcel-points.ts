import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * When to look at the lockers again after queuing a synchronisation: the job starts within moments
 * and the bundled sample imports in a second or two. ShipX's full list takes longer; the operator
 * can come back to the tab.
 */
export const RECHECK_AFTER_MS = 5_000;

/** POST /api/admin/logistics/parcel-points/sync → 202: a synchronisation job is queued, nothing is done yet. */
export function syncParcelPoints() {
  return apiRequest('/api/admin/logistics/parcel-points/sync', { method: 'POST' });
}

export function useSyncParcelPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncParcelPoints,
    onSuccess: () => {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.parcelPoints }),
        RECHECK_AFTER_MS,
      );
    },
  });
}
