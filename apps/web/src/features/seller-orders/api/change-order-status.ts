import { sellerOrderSchema, type OrderStatusChange } from '@glowmarket/shared/orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOrderChanged } from './use-order-changed';

/** POST /api/seller/orders/:id/status {status, trackingNumber?} → the order moved on. */
export function changeOrderStatus({ id, change }: { id: string; change: OrderStatusChange }) {
  return apiRequest(`/api/seller/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: change,
    schema: sellerOrderSchema,
  });
}

export function useChangeOrderStatus() {
  const changed = useOrderChanged();
  return useMutation({ mutationFn: changeOrderStatus, onSuccess: changed });
}
