import { PAGE_SIZE } from '@glowmarket/shared/constants';
import { ActionIcon, Badge, Box, Button, EmptyState, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconPackage, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import { SearchBox } from '../../../components/search-box';
import { languageName } from '../../../lib/format';
import { formatAmount } from '../../../lib/money';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { pageFromParams, useSearchText, withPage } from '../../../lib/url-search';
import { useDeleteProduct } from '../api/delete-product';
import { useSellerProducts } from '../api/get-seller-products';
import { ConfirmDelete } from '../components/confirm-delete';
import { ProductBadges, SellerProductCards, useProductVisibility } from '../components/seller-product-cards';
import { SellerArea } from '../../../components/seller-area';

/** /seller/products: the seller's products, searchable and paged in the address (`?q=`, `?page=`). */
export function SellerProductsPage() {
  return (
    <SellerArea>
      <ProductList />
    </SellerArea>
  );
}

interface Row {
  id: string;
  title: string;
  price: number;
  stock: number;
  active: boolean;
  missingTitles: string[];
  labelGaps: string[];
  expiresSoon: boolean;
  image: { small: string } | null;
}

function ProductList() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const search = useSearchText();
  const page = pageFromParams(params);
  const list = useSellerProducts({ q: search.query, page });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const remove = useDeleteProduct();

  function goTo(next: number) {
    setParams((current) => withPage(current, next));
    window.scrollTo({ top: 0 });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('products.deleted', { title: deleting.title || t('products.untitled') }));
      setDeleting(null);
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('products.heading')}</Title>
          <Text c="dimmed" mt={6}>
            {t('products.intro')}
          </Text>
        </div>
        <Button component={Link} to="/seller/products/new" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('products.add')}
        </Button>
      </Group>

      <SearchBox search={search} label={t('products.search')} description={t('products.searchHint')} maw={480} />

      {list.isPending && <ListSkeleton label={t('products.loading')} rows={6} height={56} />}

      {list.isError && (
        <LoadFailed title={t('products.loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      )}

      {list.data && list.data.items.length === 0 && (
        <EmptyState
          icon={<IconPackage size={32} aria-hidden />}
          variant="light"
          title={search.query ? t('products.noMatchTitle') : t('products.emptyTitle')}
          description={search.query ? t('products.noMatch', { query: search.query }) : t('products.empty')}
          py="xl"
        >
          <EmptyState.Actions>
            {search.query ? (
              <Button variant="light" onClick={() => search.change('')}>
                {t('products.clearSearch')}
              </Button>
            ) : (
              <Button component={Link} to="/seller/products/new">
                {t('products.add')}
              </Button>
            )}
          </EmptyState.Actions>
        </EmptyState>
      )}

      {list.data && list.data.items.length > 0 && (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('products.count', { count: list.data.total })}
          </Text>
          <Box hiddenFrom="sm">
            <SellerProductCards products={list.data.items} dimmed={list.isPlaceholderData} onDelete={setDeleting} />
          </Box>
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="xs" highlightOnHover style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
                <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }} c="dimmed">
                  {t('products.caption')}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w={64}>
                      {t('products.columns.image')}
                    </Table.Th>
                    <Table.Th scope="col">{t('products.columns.title')}</Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('products.columns.price')}
                    </Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('products.columns.stock')}
                    </Table.Th>
                    <Table.Th scope="col">{t('products.columns.active')}</Table.Th>
                    <Table.Th scope="col">{t('products.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((row) => (
                    <ProductRow key={row.id} row={row} onDelete={() => setDeleting(row)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <ListPagination
            total={list.data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onChange={goTo}
            label={t('products.pages')}
          />
        </>
      )}

      <ConfirmDelete
        opened={deleting !== null}
        title={t('products.deleteTitle', { title: deleting?.title || t('products.untitled') })}
        text={t('products.deleteText')}
        confirmLabel={t('products.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function ProductRow({ row, onDelete }: { row: Row; onDelete: () => void }) {
  const { t } = useTranslation('catalog');
  const { title, toggle, pending } = useProductVisibility(row);
  const missing = row.missingTitles.map((code) => languageName(code)).join(', ');

  return (
    <Table.Tr>
      <Table.Td>
        {row.image ? (
          <img src={row.image.small} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} />
        ) : (
          <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Text fz="sm" fw={600} fs={row.title ? undefined : 'italic'}>
            {title}
          </Text>
          {row.missingTitles.length > 0 && (
            <Badge color="yellow" variant="light" size="sm" title={missing} style={{ textTransform: 'none' }}>
              {t('products.missingTitles', { count: row.missingTitles.length, languages: missing })}
            </Badge>
          )}
          <ProductBadges product={row} />
        </Stack>
      </Table.Td>
      <Table.Td ta="end" fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatAmount(row.price / 100, 'EUR', currentLanguage())}
      </Table.Td>
      <Table.Td ta="end" fz="sm" c={row.stock === 0 ? 'red.8' : undefined}>
        {row.stock}
      </Table.Td>
      <Table.Td>
        <Switch
          checked={row.active}
          disabled={pending}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          aria-label={t('products.activeLabel', { title })}
          label={row.active ? t('products.activeOn') : t('products.activeOff')}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to={`/seller/products/${row.id}/edit`}
            variant="subtle"
            aria-label={t('products.edit', { title })}
            title={t('products.editShort')}
          >
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('products.delete', { title })}
            title={t('products.deleteShort')}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
