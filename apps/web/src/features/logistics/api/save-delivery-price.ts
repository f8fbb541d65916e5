import { sellerLogisticsSchema, type DeliveryPriceInput, type SellerLogistics } from '@glowmarket/shared/logistics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/seller/logistics/prices (a new entry) or PUT …/prices/:id → the whole list as saved. */
export function saveDeliveryPrice({ id, input }: { id?: string | undefined; input: DeliveryPriceInput }) {
  return apiRequest(id ? `/api/seller/logistics/prices/${encodeURIComponent(id)}` : '/api/seller/logistics/prices', {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: sellerLogisticsSchema,
  });
}

/** DELETE /api/seller/logistics/prices/:id → the list without it. */
export function removeDeliveryPrice(id: string) {
  return apiRequest(`/api/seller/logistics/prices/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: sellerLogisticsSchema,
  });
}

/** The list answered by a change replaces the cached one; the warning and buyers' options follow. */
function usePriceListChanged() {
  const queryClient = useQueryClient();
  return async (list: SellerLogistics) => {
    queryClient.setQueryData(queryKeys.sellerLogistics.list, list);
    queryClient.setQueryData(queryKeys.sellerLogistics.status, { configured: list.configured });
    await queryClient.invalidateQueries({ queryKey: ['logistics'] });
  };
}

export function useSaveDeliveryPrice() {
  const changed = usePriceListChanged();
  return useMutation({ mutationFn: saveDeliveryPrice, onSuccess: changed });
}

export function useRemoveDeliveryPrice() {
  const changed = usePriceListChanged();
  return useMutation({ mutationFn: removeDeliveryPrice, onSuccess: changed });
}
