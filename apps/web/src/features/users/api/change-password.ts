import type { changePasswordSchema } from '@glowmarket/shared/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/users/me/password `{ currentPassword, newPassword, confirmPassword }`; 400 `wrong_password`. */
export function changePassword(input: z.output<typeof changePasswordSchema>) {
  return apiRequest('/api/users/me/password', { method: 'PUT', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
