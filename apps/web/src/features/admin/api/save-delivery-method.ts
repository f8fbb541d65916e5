import {
  carrierListSchema,
  type deliveryMethodChangeSchema,
  type DeliveryMethodInput,
} from '@glowmarket/shared/logistics';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useCarriersChanged } from './save-carrier';

/** What a method's change sends: both fields, since the API would take a missing `active` as true. */
export type DeliveryMethodChange = z.output<typeof deliveryMethodChangeSchema>;

/** A new method of a carrier, or a change to an existing method. */
export type DeliveryMethodSave =
  { carrierId: string; input: DeliveryMethodInput } | { methodId: string; input: DeliveryMethodChange };

/**
 * POST /api/admin/logistics/carriers/:id/methods (a new method) or PUT …/methods/:id (switched on
 * or off, whether the buyer picks a point) → every carrier.
 */
export function saveDeliveryMethod(save: DeliveryMethodSave) {
  return 'methodId' in save
    ? apiRequest(`/api/admin/logistics/methods/${encodeURIComponent(save.methodId)}`, {
        method: 'PUT',
        body: save.input,
        schema: carrierListSchema,
      })
    : apiRequest(`/api/admin/logistics/carriers/${encodeURIComponent(save.carrierId)}/methods`, {
        method: 'POST',
        body: save.input,
        schema: carrierListSchema,
      });
}

export function useSaveDeliveryMethod() {
  const changed = useCarriersChanged();
  return useMutation({ mutationFn: saveDeliveryMethod, onSuccess: changed });
}
