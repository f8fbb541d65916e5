import type { ExpiringProduct } from '@glowmarket/shared/cosmetics';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import { RecordTable } from '../../../components/record-table';
import { SectionCard } from '../../../components/section-card';
import { formatDay } from '../../../lib/format-day';
import { useExpiringStock } from '../api/get-expiring';
import { ExpiryWindowForm } from './expiry-window-form';

/** The warning window and every sellable batch expiring within it, soonest first. */
export function ExpiringStock() {
  const { t } = useTranslation('stock');
  const expiring = useExpiringStock();

  return (
    <SectionCard title={t('expiring.title')} description={t('expiring.intro')}>
      {expiring.isPending && <ListSkeleton label={t('expiring.loading')} rows={3} height={40} />}
      {expiring.isError && (
        <LoadFailed title={t('expiring.loadFailed')} retryLabel={t('retry')} onRetry={() => void expiring.refetch()} />
      )}
      {expiring.data && (
        <>
          {/* Keyed by the saved window, so the field shows it again once saved. */}
          <ExpiryWindowForm key={expiring.data.warningDays} warningDays={expiring.data.warningDays} />
          {expiring.data.products.length === 0 ? (
            <Text fz="sm" mt="lg">
              {t('expiring.empty', { count: expiring.data.warningDays })}
            </Text>
          ) : (
            <ExpiringTable products={expiring.data.products} days={expiring.data.warningDays} />
          )}
        </>
      )}
    </SectionCard>
  );
}

function ExpiringTable({ products, days }: { products: ExpiringProduct[]; days: number }) {
  const { t } = useTranslation('stock');
  return (
    <RecordTable
      caption={t('expiring.caption', { count: days })}
      minWidth={560}
      rows={products}
      rowKey={(product) => `${product.productId}-${product.code}`}
      columns={[
        {
          header: t('expiring.columns.product'),
          cell: (product) => (
            <Anchor component={Link} to={`/seller/products/${product.productId}/edit`} fz="sm" fw={600}>
              {product.title || t('untitled')}
            </Anchor>
          ),
        },
        { header: t('expiring.columns.code'), cell: (product) => product.code },
        { header: t('expiring.columns.expiresOn'), cell: (product) => formatDay(product.expiresOn) },
        { header: t('expiring.columns.quantity'), cell: (product) => product.quantity, numeric: true },
      ]}
    />
  );
}
