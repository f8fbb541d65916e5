import { Anchor, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyProducts } from '../../../api/catalog';
import { ProductGrid } from '../../../components/product-card';

/** How many products the company's page shows; the catalog, filtered to the company, has them all. */
const PRODUCTS_SHOWN = 8;

/** A row of the company's products and a link to all of them in the catalog. */
export function CompanyProducts({ companyId }: { companyId: string }) {
  const { t } = useTranslation('companies');
  const products = useCompanyProducts(companyId);
  const items = products.data?.items.slice(0, PRODUCTS_SHOWN);
  const total = products.data?.total ?? 0;
  return (
    <section aria-labelledby="company-products">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} fz="h3" id="company-products">
          {t('company.products')}
        </Title>
        {total > 0 && (
          <Anchor component={Link} to={`/catalog?company=${companyId}`} fw={600}>
            {t('company.allProducts', { count: total })}
          </Anchor>
        )}
      </Group>
      {products.isError ? (
        <Text>{t('company.productsLoadFailed')}</Text>
      ) : items?.length === 0 ? (
        <Text>{t('company.noProducts')}</Text>
      ) : (
        <ProductGrid
          products={items}
          loading={products.isPending}
          loadingLabel={t('company.productsLoading')}
          skeletons={4}
        />
      )}
    </section>
  );
}
