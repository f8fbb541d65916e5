import { profileSchema } from '@glowmarket/shared/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';

/**
 * GET /api/users/me → the signed-in user's profile: the account screens show and edit it, checkout
 * fills its contact from it.
 */
export function getProfile(signal?: AbortSignal) {
  return apiRequest('/api/users/me', { schema: profileSchema, signal });
}

export function useProfile() {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.account.profile(userId),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: Boolean(userId),
  });
}
