import type { NewThreadInput, ThreadDetail, UnreadCount } from '@glowmarket/shared/seller-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { queryKeys } from '../lib/query-keys';

/** Whose conversations: the caller's own as a buyer, or its company's as a seller. */
export type MessageSide = 'buyer' | 'seller';

export const MESSAGES_API: Record<MessageSide, string> = {
  buyer: '/api/messages',
  seller: '/api/seller/messages',
};

/** The id the side's answers are cached under: the user's for a buyer, the company's for a seller. */
export function useMessagesOwner(side: MessageSide): string {
  const { user } = useAuth();
  return (side === 'buyer' ? user?._id : user?.companyId) ?? '';
}

/** GET …/unread → messages the side has not opened (the menus' badges); answers trusted, no zod in the menu. */
export function getUnreadMessages(side: MessageSide, signal?: AbortSignal) {
  return apiRequest<UnreadCount>(`${MESSAGES_API[side]}/unread`, { signal });
}

export function useUnreadMessages(side: MessageSide, enabled = true) {
  const owner = useMessagesOwner(side);
  return useQuery({
    queryKey: queryKeys.messages.unread(side, owner),
    queryFn: ({ signal }) => getUnreadMessages(side, signal),
    enabled: enabled && Boolean(owner),
    // A new message is noticed within a minute without reloading the page.
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}

/** What the "Ask the seller" form sends: the text about a product, an order, or nothing in particular. */
export type MessageRequest = Pick<NewThreadInput, 'companyId' | 'text'> & {
  productId?: string | null;
  orderId?: string | null;
};

/** POST /api/messages/threads → the thread the message started or continued. */
export function sendMessage(request: MessageRequest) {
  return apiRequest<ThreadDetail>('/api/messages/threads', { method: 'POST', body: request });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  const owner = useMessagesOwner('buyer');
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async (thread) => {
      queryClient.setQueryData(queryKeys.messages.thread('buyer', owner, thread.id), thread);
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.list('buyer', owner) });
    },
  });
}
