import { MAX_PRODUCT_IMAGES, type SellerProduct } from '@glowmarket/shared/catalog';
import { MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import { useTranslation } from 'react-i18next';
import { ImageList } from '../../../components/image-list/image-list';
import { useDeleteProductImage } from '../api/delete-product-image';
import { useReorderProductImages } from '../api/reorder-product-images';
import { uploadProductImage } from '../api/upload-product-image';
import { useProductChanged } from '../api/use-product-changed';

/** The product's pictures (4 MB each): the first is the main picture. Each change is saved at once. */
export function ProductImages({ product }: { product: SellerProduct }) {
  const { t } = useTranslation('catalog');
  const changed = useProductChanged();
  const reorder = useReorderProductImages();
  const remove = useDeleteProductImage();
  return (
    <ImageList
      images={product.images}
      ns="catalog"
      keyPrefix="images"
      max={MAX_PRODUCT_IMAGES}
      maxBytes={MAX_COMPANY_FILE_BYTES}
      tooMany={t('images.tooMany', { count: MAX_PRODUCT_IMAGES })}
      busy={reorder.isPending || remove.isPending}
      upload={async (file, onProgress) => changed(await uploadProductImage(product.id, file, onProgress))}
      reorder={(imageIds) => reorder.mutateAsync({ productId: product.id, imageIds })}
      remove={(imageId) => remove.mutateAsync({ productId: product.id, imageId })}
    />
  );
}
