import { messageAnswerSchema, type resetPasswordSchema } from '@glowmarket/shared/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/reset-password `{ token, newPassword }` → `{ message }`. */
export function resetPassword(input: z.output<typeof resetPasswordSchema>) {
  return apiRequest('/api/users/reset-password', { method: 'POST', body: input, schema: messageAnswerSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
