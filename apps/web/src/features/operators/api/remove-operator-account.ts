import type { Operator } from '@glowmarket/shared/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/seller/operators/:operator: the ids and keys are forgotten. */
export function removeOperatorAccount(operator: Operator) {
  return apiRequest(`/api/seller/operators/${operator}`, { method: 'DELETE' });
}

export function useRemoveOperatorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOperatorAccount,
    // The list answers how an account that is not set up looks.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operators }),
  });
}
