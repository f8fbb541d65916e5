import { operatorAccountListSchema, type OperatorAccount } from '@glowmarket/shared/operators';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/seller/operators → the company's account with each operator; keys only as set or not. */
export function getOperatorAccounts(signal?: AbortSignal) {
  return apiRequest('/api/seller/operators', { schema: operatorAccountListSchema, signal });
}

export function useOperatorAccounts() {
  return useQuery({ queryKey: queryKeys.operators, queryFn: ({ signal }) => getOperatorAccounts(signal) });
}

/** Puts an account the server answered with (saved, checked) into the cached list in its operator's place. */
export function storeOperatorAccount(queryClient: QueryClient, account: OperatorAccount): void {
  queryClient.setQueryData<{ items: OperatorAccount[] }>(queryKeys.operators, (list) =>
    list ? { items: list.items.map((item) => (item.operator === account.operator ? account : item)) } : list,
  );
}
