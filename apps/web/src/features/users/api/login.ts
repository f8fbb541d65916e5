import { loginAnswerSchema, type LoginInput } from '@glowmarket/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/login → `{ tokenUser, user }` (SPEC §7). */
export function login(input: LoginInput) {
  return apiRequest('/api/users/login', { method: 'POST', body: input, schema: loginAnswerSchema });
}

/** The login request for what the user typed: an address with '@' is sent as `email`, else as `username`. */
export function toLoginInput(login: string, password: string): LoginInput {
  const trimmed = login.trim();
  return trimmed.includes('@') ? { email: trimmed, password } : { username: trimmed, password };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
