import type { recoverPasswordSchema } from '@glowmarket/shared/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/recover-password `{ email }`: mails a reset code if the address has an account. */
export function recoverPassword(input: z.output<typeof recoverPasswordSchema>) {
  return apiRequest('/api/users/recover-password', { method: 'POST', body: input });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
