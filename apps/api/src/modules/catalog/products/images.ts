import { MAX_PRODUCT_IMAGES } from '@glowmarket/shared/catalog';
import { MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import { AppError } from '../../../lib/app-error';
import { inTransaction, type RequestContext } from '../../../lib/context';
import { removeImageWidths, storeImageWidths } from '../../../lib/images';
import * as repository from '../products.repository';
import { productsChanged, refreshListings } from './changes';
import type { ProductsServiceDeps } from './deps';
import { ownProduct } from './editing';
import { placeOf, presentSellerProduct } from './present';

/**
 * Re-encodes an upload to WebP in three widths; at most 10 images a product, even when uploads
 * arrive together: re-encoding is slow and runs outside the transaction; the count and the
 * insert run inside it with the product row locked, so parallel uploads take their turns there.
 */
export async function addImage(deps: ProductsServiceDeps, ctx: RequestContext, id: string, bytes: Buffer) {
  const product = await ownProduct(ctx, id);
  // Answers a full product before the costly re-encoding; the locked count below is the one that holds.
  if ((await repository.countImages(ctx.db, id)) >= MAX_PRODUCT_IMAGES) throw new AppError('too_many_images');
  if (bytes.length > MAX_COMPANY_FILE_BYTES) throw new AppError('file_too_large_4mb');
  const keyPrefix = await storeImageWidths(deps.storage, 'products', bytes);
  try {
    await inTransaction(ctx, async (tx) => {
      if (!(await repository.lockCompanyProduct(tx.db, product.companyId, id))) throw new AppError('not_found');
      if ((await repository.countImages(tx.db, id)) >= MAX_PRODUCT_IMAGES) throw new AppError('too_many_images');
      await repository.insertImage(tx.db, id, keyPrefix);
      await refreshListings(deps, tx, product.companyId, [id]);
    });
  } catch (error) {
    await removeImageWidths(deps.storage, keyPrefix);
    throw error;
  }
  productsChanged(deps, ctx, [placeOf(product)]);
  return presentSellerProduct(deps.storage, ctx, product);
}

export async function removeImage(deps: ProductsServiceDeps, ctx: RequestContext, id: string, imageId: string) {
  const product = await ownProduct(ctx, id);
  const keyPrefix = await inTransaction(ctx, async (tx) => {
    const removed = await repository.deleteImage(tx.db, id, imageId);
    if (removed) await refreshListings(deps, tx, product.companyId, [id]);
    return removed;
  });
  if (!keyPrefix) throw new AppError('not_found');
  await removeImageWidths(deps.storage, keyPrefix);
  productsChanged(deps, ctx, [placeOf(product)]);
  return presentSellerProduct(deps.storage, ctx, product);
}

/** The images in the order given; the first is the product's main image. */
export async function reorderImages(deps: ProductsServiceDeps, ctx: RequestContext, id: string, imageIds: string[]) {
  const product = await ownProduct(ctx, id);
  const current = await repository.listImages(ctx.db, [id]);
  const known = new Set(current.map((image) => image.id));
  if (imageIds.length !== known.size || !imageIds.every((imageId) => known.has(imageId))) {
    throw new AppError('validation_failed', {
      fields: [{ field: 'body.imageIds', reason: 'choose', message: VALIDATION_MESSAGES.choose }],
    });
  }
  await inTransaction(ctx, async (tx) => {
    for (const [position, imageId] of imageIds.entries())
      await repository.setImagePosition(tx.db, id, imageId, position);
    await refreshListings(deps, tx, product.companyId, [id]);
  });
  productsChanged(deps, ctx, [placeOf(product)]);
  return presentSellerProduct(deps.storage, ctx, product);
}
