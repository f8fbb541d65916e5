import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/files';

/** GET /api/seller/orders/:id/label → the shipment's A6 label (PDF), saved as a download. */
export async function downloadLabel(order: { id: string; number: string }) {
  const { blob, fileName } = await apiFile(`/api/seller/orders/${encodeURIComponent(order.id)}/label`);
  saveFile(blob, fileName ?? `label-${order.number}.pdf`);
}

export function useDownloadLabel() {
  return useMutation({ mutationFn: downloadLabel });
}
