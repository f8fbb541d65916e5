import { expirySettingsSchema, type ExpirySettings } from '@glowmarket/shared/cosmetics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/seller/stock/expiry-settings `{ warningDays }` → the window as saved. */
export function saveExpirySettings(input: ExpirySettings) {
  return apiRequest('/api/seller/stock/expiry-settings', { method: 'PUT', body: input, schema: expirySettingsSchema });
}

export function useSaveExpirySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExpirySettings,
    // A wider or narrower window flags other products: the list here and the products' badges.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerStock.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerCatalog.all }),
      ]),
  });
}
