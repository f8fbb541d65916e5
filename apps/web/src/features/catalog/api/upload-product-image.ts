import { sellerProductSchema } from '@glowmarket/shared/catalog';
import { uploadFile } from '../../../lib/upload';

/** POST /api/seller/products/:id/images: one image of at most 4 MB as multipart field `file` → the product. */
export function uploadProductImage(productId: string, file: File, onProgress?: (fraction: number) => void) {
  return uploadFile(`/api/seller/products/${encodeURIComponent(productId)}/images`, file, {
    schema: sellerProductSchema,
    onProgress,
  });
}
