import type { ProductDetail } from '@glowmarket/shared/catalog';
import { COMPARE_LIMIT } from '@glowmarket/shared/constants';
import { Anchor, Button, CloseButton, EmptyState, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPhoto, IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button';
import { ProductPrice } from '../../../components/product-price';
import { ApiError } from '../../../lib/api-client';
import { clearCompare, removeFromCompare, useCompareList } from '../../../lib/compare';
import { useMoney } from '../../../lib/use-money';
import { useProductsById } from '../api/get-product';
import classes from './compare-page.module.css';

type Row = { key: string; label: string; cell: (product: ProductDetail) => ReactNode };

/** /compare: up to 3 products side by side, kept in this browser (lib/compare.ts). */
export function ComparePage() {
  const { t } = useTranslation('catalog');
  const ids = useCompareList();
  const products = useProductsById(ids);
  const money = useMoney();

  if (ids.length === 0) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('compare.heading')}</Title>
        <EmptyState
          icon={<IconScale size={32} aria-hidden />}
          variant="light"
          title={t('compare.emptyTitle')}
          description={t('compare.empty', { count: COMPARE_LIMIT })}
          py="xl"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/catalog">
              {t('compare.browse')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    );
  }

  const rows: Row[] = [
    { key: 'price', label: t('compare.rows.price'), cell: (product) => <ProductPrice product={product} /> },
    {
      key: 'unit',
      label: t('compare.rows.pricePerUnit'),
      cell: (product) => (product.pricePerUnit ? money.formatUnit(product.pricePerUnit) : '—'),
    },
    { key: 'condition', label: t('compare.rows.condition'), cell: (product) => t(`condition.${product.condition}`) },
    {
      key: 'content',
      label: t('compare.rows.netContent'),
      cell: (product) =>
        product.netContent !== null && product.netUnit ? `${product.netContent} ${product.netUnit}` : '—',
    },
    {
      key: 'stock',
      label: t('compare.rows.stock'),
      cell: (product) => (product.inStock ? t('stock.inCount', { count: product.stock }) : t('stock.out')),
    },
    {
      key: 'delivery',
      label: t('compare.rows.delivery'),
      cell: (product) =>
        product.deliveryDays === 0
          ? t('product.deliveryToday')
          : t('product.deliveryDays', { count: product.deliveryDays }),
    },
    {
      key: 'seller',
      label: t('compare.rows.seller'),
      cell: (product) => (
        <Anchor component={Link} to={`/company/${product.company.id}`} fz="sm">
          {product.company.name}
        </Anchor>
      ),
    },
    {
      key: 'composition',
      label: t('compare.rows.composition'),
      cell: (product) => (
        <Text fz="xs" className={classes.composition}>
          {product.composition || '—'}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('compare.heading')}</Title>
          <Text c="dimmed" mt={6}>
            {t('compare.intro', { count: ids.length, limit: COMPARE_LIMIT })}
          </Text>
        </div>
        <Button variant="subtle" onClick={clearCompare}>
          {t('compare.clear')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={ids.length * 220 + 140}>
        <Table className={classes.table} verticalSpacing="sm" withRowBorders>
          <Table.Caption className={classes.caption}>{t('compare.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Td className={classes.rowHead} />
              {ids.map((id, index) => {
                const query = products[index];
                const product = query?.data;
                const gone = query?.error instanceof ApiError && query.error.status === 404;
                return (
                  <Table.Th key={id} scope="col" className={classes.column}>
                    <Stack gap="xs">
                      <Group justify="flex-end">
                        <CloseButton
                          onClick={() => removeFromCompare(id)}
                          aria-label={t('compare.removeNamed', { title: product?.title ?? t('compare.unavailable') })}
                        />
                      </Group>
                      {product ? (
                        <>
                          <Link to={`/products/${product.id}`} className={classes.productLink}>
                            {product.image ? (
                              <img
                                src={product.image.small}
                                alt=""
                                width={160}
                                height={160}
                                className={classes.image}
                              />
                            ) : (
                              <span className={classes.noImage}>
                                <IconPhoto size={32} aria-hidden />
                              </span>
                            )}
                            <span>{product.title}</span>
                          </Link>
                          <AddToCartButton
                            productId={product.id}
                            title={product.title}
                            inStock={product.inStock}
                            size="xs"
                            fullWidth
                          />
                        </>
                      ) : gone || query?.isError ? (
                        <Text fz="sm" c="dimmed" fw={400}>
                          {gone ? t('compare.unavailable') : t('product.loadFailed')}
                        </Text>
                      ) : (
                        <Skeleton height={200} aria-label={t('product.loading')} />
                      )}
                    </Stack>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" className={classes.rowHead}>
                  {row.label}
                </Table.Th>
                {ids.map((id, index) => {
                  const product = products[index]?.data;
                  return (
                    <Table.Td key={id} fz="sm">
                      {product ? row.cell(product) : ''}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
