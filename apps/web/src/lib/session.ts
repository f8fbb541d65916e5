import { statusAnswerSchema } from '@glowmarket/shared/users';
import { apiRequest } from './api-client';
import { refreshSession } from './auth';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

/**
 * Asks GET /api/users/status who the user is now and stores the answer (company id, permissions),
 * e.g. right after registering a company made the user a seller.
 */
export async function reloadSession(): Promise<void> {
  const answer = await queryClient.fetchQuery({
    queryKey: queryKeys.session,
    queryFn: () => apiRequest('/api/users/status', { schema: statusAnswerSchema }),
    staleTime: 0,
  });
  refreshSession(answer.user);
}
