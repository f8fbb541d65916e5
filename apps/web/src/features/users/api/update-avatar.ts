import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/users/me/avatar `{ avatar }` with the image as a data URL. */
export function updateAvatar(avatar: string) {
  return apiRequest('/api/users/me/avatar', { method: 'PUT', body: { avatar } });
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.profile(userId) }),
  });
}
