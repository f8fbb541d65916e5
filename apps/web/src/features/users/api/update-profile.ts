import type { UpdateProfileInput } from '@glowmarket/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/users/me with first and last name, phone and language. */
export function updateProfile(input: UpdateProfileInput) {
  return apiRequest('/api/users/me', { method: 'PATCH', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id ?? '';
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.profile(userId) }),
  });
}
