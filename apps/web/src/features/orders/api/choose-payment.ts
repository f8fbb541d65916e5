import { purchaseSchema, type PaymentChoice } from '@glowmarket/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

export interface PaymentChoiceRequest {
  groupId: string;
  method: PaymentChoice['method'];
}

/** POST /api/orders/groups/:id/payment → the purchase, its unpaid orders now cash on delivery ('cod') or unchanged ('later'). */
export function choosePayment({ groupId, method }: PaymentChoiceRequest) {
  return apiRequest(`/api/orders/groups/${encodeURIComponent(groupId)}/payment`, {
    method: 'POST',
    body: { method } satisfies PaymentChoice,
    schema: purchaseSchema,
  });
}

export function useChoosePayment() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: choosePayment,
    onSuccess: async (purchase) => {
      // My orders shows the payment status the choice changed; the purchase is the answer itself.
      await queryClient.invalidateQueries({ queryKey: queryKeys.buyerOrders.all(userId), refetchType: 'none' });
      queryClient.setQueryData(queryKeys.buyerOrders.purchase(userId, purchase.id), purchase);
    },
  });
}
