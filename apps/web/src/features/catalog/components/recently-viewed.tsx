import type { ProductCard } from '@glowmarket/shared/catalog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { forgetViewed, rememberViewed, useRecentlyViewed } from '../../../lib/recently-viewed';
import { useProductsById } from '../api/get-product';
import { ProductRow } from './product-row';

/** How many recently viewed products the row shows. */
const SHOWN = 8;

/**
 * The products this browser opened before, newest first, without the current one (which it
 * remembers in turn). A product no longer sold drops out of the list.
 */
export function RecentlyViewed({ productId }: { productId: string }) {
  const { t } = useTranslation('catalog');
  const ids = useRecentlyViewed()
    .filter((id) => id !== productId)
    .slice(0, SHOWN);
  const products = useProductsById(ids);

  useEffect(() => rememberViewed(productId), [productId]);
  useEffect(() => {
    products.forEach((product, index) => {
      const id = ids[index];
      if (id && product.error instanceof ApiError && product.error.status === 404) forgetViewed(id);
    });
  });

  const shown = products.flatMap((product): ProductCard[] => (product.data ? [product.data] : []));
  return <ProductRow id="recently-viewed" title={t('product.recentlyViewed')} products={shown} />;
}
