import { MAX_SHOP_IMAGE_BYTES } from '@glowmarket/shared/constants';
import { MAX_SHOP_PHOTOS, type SellerShop } from '@glowmarket/shared/shops';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageList } from '../../../components/image-list/image-list';
import { deleteShopPhoto, reorderShopPhotos, uploadShopPhoto } from '../api/shop-photos';
import { useShopChanged } from '../api/use-shop-changed';

/**
 * The shop's photos, chosen with the button or dropped on the section: the first is the main
 * photo. Each change is saved at once.
 */
export function ShopPhotos({ shop }: { shop: SellerShop }) {
  const { t } = useTranslation('myShops');
  const changed = useShopChanged();
  const reorder = useMutation({ mutationFn: reorderShopPhotos, onSuccess: (saved) => changed(saved) });
  const remove = useMutation({ mutationFn: deleteShopPhoto, onSuccess: (saved) => changed(saved) });
  return (
    <ImageList
      images={shop.photos}
      ns="myShops"
      keyPrefix="photos"
      max={MAX_SHOP_PHOTOS}
      // SPEC §5: a photo over 2 MB is refused before it is sent ('File size exceeds 2 MB').
      maxBytes={MAX_SHOP_IMAGE_BYTES}
      tooMany={t('errors.too_many_shop_photos', { ns: 'common' })}
      acceptDroppedFiles
      busy={reorder.isPending || remove.isPending}
      upload={async (file, onProgress) => changed(await uploadShopPhoto(shop.id, file, onProgress))}
      reorder={(photoIds) => reorder.mutateAsync({ shopId: shop.id, photoIds })}
      remove={(photoId) => remove.mutateAsync({ shopId: shop.id, photoId })}
    />
  );
}
