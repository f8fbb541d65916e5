import type { statusAnswerSchema } from '@glowmarket/shared/users';
import type { z } from 'zod';
import { authToken, refreshSession, signOut } from '../../../lib/auth';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/users/status with the given bearer token → `{ isLoggedIn: true, user }`. It runs before
 * the first page shows, so the answer is trusted rather than parsed (no zod at start-up).
 */
export function getStatus(token: string) {
  return apiRequest<z.infer<typeof statusAnswerSchema>>('/api/users/status', { token });
}

/**
 * At start-up: re-checks a stored session with the server. True when there was none or it is
 * still valid (the stored user is refreshed); false when it failed and the session was cleared.
 */
export async function checkStoredSession(): Promise<boolean> {
  const token = authToken();
  if (!token) return true;
  try {
    // Through the query client, so the answer sits in the same cache as everything the shell shows.
    const answer = await queryClient.fetchQuery({
      queryKey: queryKeys.session,
      queryFn: () => getStatus(token),
      staleTime: 0,
      retry: false,
    });
    refreshSession(answer.user);
    return true;
  } catch (error) {
    console.warn('The stored session could not be confirmed; logging out.', error);
    signOut();
    return false;
  }
}
