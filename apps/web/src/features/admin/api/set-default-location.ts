import { defaultLocationSchema } from '@glowmarket/shared/site';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type DefaultLocation = z.infer<typeof defaultLocationSchema>;

/** PUT /api/admin/site/default-location `{ latitude, longitude }` → the location now in force. */
export function setDefaultLocation(location: DefaultLocation) {
  return apiRequest('/api/admin/site/default-location', {
    method: 'PUT',
    body: location,
    schema: defaultLocationSchema,
  });
}

export function useSetDefaultLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultLocation,
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.admin.defaultLocation, answer);
      // GET /api/site carries it to every map.
      await queryClient.invalidateQueries({ queryKey: queryKeys.site });
    },
  });
}
