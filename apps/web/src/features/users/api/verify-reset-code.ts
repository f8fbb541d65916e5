import { verifyResetCodeAnswerSchema, type verifyResetCodeSchema } from '@glowmarket/shared/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/verify-reset-code `{ confirmationCode, email }` → `{ token, message }`. */
export function verifyResetCode(input: z.output<typeof verifyResetCodeSchema>) {
  return apiRequest('/api/users/verify-reset-code', {
    method: 'POST',
    body: input,
    schema: verifyResetCodeAnswerSchema,
  });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
