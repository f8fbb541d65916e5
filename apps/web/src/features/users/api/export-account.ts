import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/me/export → everything stored about the user, as JSON to keep. */
export function exportAccount() {
  return apiRequest('/api/users/me/export', { schema: z.unknown() });
}

/** Saves `data` as a pretty-printed JSON file through the browser's download. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
