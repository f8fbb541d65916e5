import { statusAnswerSchema } from '@glowmarket/shared/users';
import { apiRequest } from './api-client';
import { refreshSession } from './auth';

/**
 * Asks GET /api/users/status who the user is now and stores the answer (company id, permissions),
 * e.g. right after registering a company made the user a seller.
 */
export async function reloadSession(): Promise<void> {
  const answer = await apiRequest('/api/users/status', { schema: statusAnswerSchema });
  refreshSession(answer.user);
}
