import type { ExpiringProduct } from '@glowmarket/shared/cosmetics';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
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
    <Table.ScrollContainer minWidth={560} mt="lg">
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }} c="dimmed">
          {t('expiring.caption', { count: days })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('expiring.columns.product')}</Table.Th>
            <Table.Th scope="col">{t('expiring.columns.code')}</Table.Th>
            <Table.Th scope="col">{t('expiring.columns.expiresOn')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('expiring.columns.quantity')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={`${product.productId}-${product.code}`}>
              <Table.Td fz="sm">
                <Anchor component={Link} to={`/seller/products/${product.productId}/edit`} fz="sm" fw={600}>
                  {product.title || t('untitled')}
                </Anchor>
              </Table.Td>
              <Table.Td fz="sm">{product.code}</Table.Td>
              <Table.Td fz="sm">{formatDay(product.expiresOn)}</Table.Td>
              <Table.Td fz="sm" ta="end">
                {product.quantity}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
