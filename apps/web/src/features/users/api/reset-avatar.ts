import { messageAnswerSchema, type resetAvatarSchema } from '@glowmarket/shared/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/reset-avatar `{ token, AvatarLogin }` (a data URL, or null to remove) → `{ message }`. */
export function resetAvatar(input: z.output<typeof resetAvatarSchema>) {
  return apiRequest('/api/users/reset-avatar', { method: 'POST', body: input, schema: messageAnswerSchema });
}

export function useResetAvatar() {
  return useMutation({ mutationFn: resetAvatar });
}
