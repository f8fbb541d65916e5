import { profileSchema } from '@glowmarket/shared/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/users/me → the buyer's profile, whose name, e-mail and phone fill checkout's contact.
 * The account screens ask the same under the same key, so the answer is shared (and shaped alike).
 */
export function getBuyerProfile(signal?: AbortSignal) {
  return apiRequest('/api/users/me', { schema: profileSchema, signal });
}

export function useBuyerProfile() {
  const userId = useAuth().user?._id ?? '';
  return useQuery({
    queryKey: queryKeys.account.profile(userId),
    queryFn: ({ signal }) => getBuyerProfile(signal),
    enabled: Boolean(userId),
  });
}
