import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/me/logout: ends this session's token on the server. */
export function logout() {
  return apiRequest('/api/users/me/logout', { method: 'POST' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
