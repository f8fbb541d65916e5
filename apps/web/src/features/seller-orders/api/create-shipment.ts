import { sellerOrderSchema } from '@glowmarket/shared/orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOrderChanged } from './use-order-changed';

/**
 * POST /api/seller/orders/:id/shipment → the order with its InPost ShipX shipment. The API waits
 * until ShipX confirms it, which can take a few seconds.
 */
export function createShipment(id: string) {
  return apiRequest(`/api/seller/orders/${encodeURIComponent(id)}/shipment`, {
    method: 'POST',
    schema: sellerOrderSchema,
  });
}

export function useCreateShipment() {
  const changed = useOrderChanged();
  return useMutation({ mutationFn: createShipment, onSuccess: changed });
}
