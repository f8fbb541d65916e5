import { registerAnswerSchema, type RegisterInput } from '@glowmarket/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/register → `{ username: { username, ConfirmationCode? } }`. */
export function register(input: RegisterInput) {
  return apiRequest('/api/users/register', { method: 'POST', body: input, schema: registerAnswerSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
