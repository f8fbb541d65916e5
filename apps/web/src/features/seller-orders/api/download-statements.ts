import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/files';

/** GET /api/seller/statements?month=&format=csv → the month's statement as a CSV file, saved as a download. */
export async function downloadStatements(month: string) {
  const { blob, fileName } = await apiFile(`/api/seller/statements?month=${encodeURIComponent(month)}&format=csv`);
  saveFile(blob, fileName ?? `statements-${month}.csv`);
}

export function useDownloadStatements() {
  return useMutation({ mutationFn: downloadStatements });
}
