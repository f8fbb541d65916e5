import { sellerShopSchema } from '@glowmarket/shared/shops';
import { apiRequest } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';

/** POST /api/seller/shops/:id/photos: one photo of at most 2 MB as multipart field `file` → the shop. */
export function uploadShopPhoto(shopId: string, file: File, onProgress?: (fraction: number) => void) {
  return uploadFile(`/api/seller/shops/${encodeURIComponent(shopId)}/photos`, file, {
    schema: sellerShopSchema,
    onProgress,
  });
}

/** DELETE /api/seller/shops/:id/photos/:photoId → the shop. */
export function deleteShopPhoto({ shopId, photoId }: { shopId: string; photoId: string }) {
  return apiRequest(`/api/seller/shops/${encodeURIComponent(shopId)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
    schema: sellerShopSchema,
  });
}

/** PUT /api/seller/shops/:id/photos/order: every photo id, the first shown first → the shop. */
export function reorderShopPhotos({ shopId, photoIds }: { shopId: string; photoIds: string[] }) {
  return apiRequest(`/api/seller/shops/${encodeURIComponent(shopId)}/photos/order`, {
    method: 'PUT',
    body: { photoIds },
    schema: sellerShopSchema,
  });
}
