import { carrierListSchema, type Carrier, type CarrierInput } from '@glowmarket/shared/logistics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/logistics/carriers (a new carrier) or PUT …/carriers/:id (renamed, switched on
 * or off) → every carrier. Both fields are always sent: the API would take a missing `active` as true.
 */
export function saveCarrier({ id, input }: { id: string | null; input: Required<CarrierInput> }) {
  return apiRequest(id ? `/api/admin/logistics/carriers/${encodeURIComponent(id)}` : '/api/admin/logistics/carriers', {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: carrierListSchema,
  });
}

/** After a carrier or one of its methods changes: the answer is the list, and whom it leaves without delivery reloads. */
export function useCarriersChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (answer: { items: Carrier[] }) => {
      queryClient.setQueryData(queryKeys.admin.carriers, answer);
      await Promise.all([
        // A method switched off can leave a seller with no delivery buyers can use.
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.unconfiguredSellers }),
        // The methods a seller may price come from here.
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerLogistics.all }),
      ]);
    },
    [queryClient],
  );
}

export function useSaveCarrier() {
  const changed = useCarriersChanged();
  return useMutation({ mutationFn: saveCarrier, onSuccess: changed });
}
