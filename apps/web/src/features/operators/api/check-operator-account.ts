import { operatorAccountSchema, type Operator } from '@glowmarket/shared/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeOperatorAccount } from './get-operator-accounts';

/**
 * POST /api/seller/operators/:operator/check: the server asks the operator whether it accepts the
 * saved credentials → the account with that answer as `lastCheck`.
 */
export function checkOperatorAccount(operator: Operator) {
  return apiRequest(`/api/seller/operators/${operator}/check`, { method: 'POST', schema: operatorAccountSchema });
}

export function useCheckOperatorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOperatorAccount,
    onSuccess: (account) => storeOperatorAccount(queryClient, account),
  });
}
