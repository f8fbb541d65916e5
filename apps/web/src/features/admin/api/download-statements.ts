import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/files';

/** GET /api/admin/statements?month=YYYY-MM&format=csv → the month's statements as a spreadsheet file, saved. */
export async function downloadStatements(month: string) {
  const params = new URLSearchParams({ month, format: 'csv' });
  const file = await apiFile(`/api/admin/statements?${params.toString()}`);
  saveFile(file.blob, file.fileName ?? `statements-${month}.csv`);
}

export function useDownloadStatements() {
  return useMutation({ mutationFn: downloadStatements });
}
