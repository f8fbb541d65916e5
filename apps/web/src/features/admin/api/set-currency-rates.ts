import { currencyRatesSchema } from '@glowmarket/shared/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/admin/currencies `{ rates: { PLN: 4.3, … } }` → the rates now in force. */
export function setCurrencyRates(rates: Record<string, number>) {
  return apiRequest('/api/admin/currencies', { method: 'PUT', body: { rates }, schema: currencyRatesSchema });
}

export function useSetCurrencyRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCurrencyRates,
    // The form shows the rates now in force, and every price the storefront quoted at the old ones reloads.
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.currencyRates, answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all });
    },
  });
}
