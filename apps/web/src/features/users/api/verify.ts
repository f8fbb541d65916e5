import { verifyAnswerSchema, type verifySchema } from '@glowmarket/shared/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/verify with username, confirmationCode and password (SPEC §5) → `{ user }`. */
export function verify(input: z.output<typeof verifySchema>) {
  return apiRequest('/api/users/verify', { method: 'POST', body: input, schema: verifyAnswerSchema });
}

export function useVerify() {
  return useMutation({ mutationFn: verify });
}
