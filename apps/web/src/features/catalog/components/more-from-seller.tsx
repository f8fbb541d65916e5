import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProducts } from '../api/get-products';
import { ProductRow } from './product-row';

/** How many of the seller's other products the row shows. */
const SHOWN = 8;

/** "More from this seller": the seller's newest other public products, with a link to all of them. */
export function MoreFromSeller({ productId, company }: { productId: string; company: { id: string; name: string } }) {
  const { t } = useTranslation('catalog');
  const list = useProducts(new URLSearchParams({ company: company.id, sort: 'newest' }).toString());
  const others = (list.data?.items ?? []).filter((product) => product.id !== productId).slice(0, SHOWN);
  return (
    <ProductRow
      id="more-from-seller"
      title={t('product.moreFromSeller', { name: company.name })}
      products={others}
      aside={
        <Anchor component={Link} to={`/catalog?company=${company.id}`} fw={600}>
          {t('product.allFromSeller')}
        </Anchor>
      }
    />
  );
}
