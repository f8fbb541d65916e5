import { operatorAccountSchema, type Operator } from '@glowmarket/shared/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeOperatorAccount } from './get-operator-accounts';

/** The ids and keys as `operatorInputSchema(operator)` leaves them; an empty key keeps the stored one. */
export interface OperatorAccountInput {
  settings: Record<string, string>;
  secrets: Record<string, string>;
}

/** PUT /api/seller/operators/:operator → the account as saved (keys only as set). */
export function saveOperatorAccount({ operator, input }: { operator: Operator; input: OperatorAccountInput }) {
  return apiRequest(`/api/seller/operators/${operator}`, { method: 'PUT', body: input, schema: operatorAccountSchema });
}

export function useSaveOperatorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOperatorAccount,
    onSuccess: (account) => storeOperatorAccount(queryClient, account),
  });
}
