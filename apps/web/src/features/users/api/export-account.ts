import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/files';

/** GET /api/users/me/export → everything stored about the user, as JSON to keep. */
export function exportAccount() {
  return apiRequest('/api/users/me/export', { schema: z.unknown() });
}

/** Saves `data` as a pretty-printed JSON file through the browser's download. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
