import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/users/delete (SPEC §7): the account and its sessions end. */
export function deleteAccount() {
  return apiRequest('/api/users/delete', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
