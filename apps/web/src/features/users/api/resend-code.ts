import type { resendCodeSchema } from '@glowmarket/shared/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/resend-code `{ username }`; within a minute of the last code nothing is sent. */
export function resendCode(input: z.output<typeof resendCodeSchema>) {
  return apiRequest('/api/users/resend-code', { method: 'POST', body: input });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
