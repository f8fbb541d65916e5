import { messageAnswerSchema, type UserStatus } from '@glowmarket/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/users/update `{ status }` → `{ message }` (SPEC §7). */
export function updateStatus(status: UserStatus) {
  return apiRequest('/api/users/update', { method: 'PATCH', body: { status }, schema: messageAnswerSchema });
}

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: updateStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.profile(userId) }),
  });
}
