import { currencyRatesSchema } from '@glowmarket/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/currencies: `{ base: 'EUR', rates: { EUR: 1, PLN: 4.27, … }, updatedAt }`. */
export function getCurrencyRates(signal: AbortSignal) {
  return apiRequest('/api/currencies', { signal, schema: currencyRatesSchema });
}

/** The operator's rates, as the admin's form edits them. */
export function useCurrencyRates() {
  return useQuery({ queryKey: queryKeys.currencyRates, queryFn: ({ signal }) => getCurrencyRates(signal) });
}
