import { threadDetailSchema, threadListSchema, type ReplyInput } from '@glowmarket/shared/seller-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_API, useMessagesOwner, type MessageSide } from '../../../api/messages';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** While a conversation is open, the other side's answer shows up within this time. */
const LIVE_MS = 20_000;

/** GET …/threads → the side's threads, newest first. */
export function getThreads(side: MessageSide, signal?: AbortSignal) {
  return apiRequest(`${MESSAGES_API[side]}/threads`, { schema: threadListSchema, signal });
}

export function useThreads(side: MessageSide) {
  const owner = useMessagesOwner(side);
  return useQuery({
    queryKey: queryKeys.messages.list(side, owner),
    queryFn: ({ signal }) => getThreads(side, signal),
    enabled: Boolean(owner),
    refetchInterval: LIVE_MS,
  });
}

/** GET …/threads/:id → the thread with its messages; the server marks them read for the side. */
export function getThread(side: MessageSide, id: string, signal?: AbortSignal) {
  return apiRequest(`${MESSAGES_API[side]}/threads/${encodeURIComponent(id)}`, { schema: threadDetailSchema, signal });
}

export function useThread(side: MessageSide, id: string) {
  const owner = useMessagesOwner(side);
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.messages.thread(side, owner, id),
    queryFn: async ({ signal }) => {
      const thread = await getThread(side, id, signal);
      // Reading it marked it read: the menu's badge and the list's count follow.
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.unread(side, owner) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.list(side, owner) });
      return thread;
    },
    enabled: Boolean(owner && id),
    refetchInterval: LIVE_MS,
  });
}

/** POST …/threads/:id/messages → the thread with the new message. */
export function replyToThread(side: MessageSide, id: string, input: ReplyInput) {
  return apiRequest(`${MESSAGES_API[side]}/threads/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: input,
    schema: threadDetailSchema,
  });
}

export function useReply(side: MessageSide, id: string) {
  const owner = useMessagesOwner(side);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => replyToThread(side, id, input),
    onSuccess: async (thread) => {
      queryClient.setQueryData(queryKeys.messages.thread(side, owner, id), thread);
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.list(side, owner) });
    },
  });
}
