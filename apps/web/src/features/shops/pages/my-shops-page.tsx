import { countryName, COUNTRY_CODES } from '@glowmarket/shared/countries';
import type { SellerShop } from '@glowmarket/shared/shops';
import { Badge, Button, EmptyState, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconMapPin, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton, LoadFailed } from '../../../components/page-states';
import { currentLanguage } from '../../../lib/i18n';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDeleteShop } from '../api/delete-shop';
import { useSellerShops } from '../api/get-seller-shops';
import { SellerArea } from '../../../components/seller-area';

/** /my-shops: the company's physical shops, to add, edit and delete. */
export function MyShopsPage() {
  return (
    <SellerArea>
      <ShopList />
    </SellerArea>
  );
}

/** "ul. Floriańska 10, 31-019 Kraków, Poland", the country in the UI language. */
function addressLine(address: SellerShop['address'], language: string): string {
  const code = COUNTRY_CODES.find((known) => known === address.country);
  const country = code ? countryName(code, language) : address.country;
  return `${address.street}, ${address.postalCode} ${address.city}, ${country}`;
}

function ShopList() {
  const { t } = useTranslation('myShops');
  const list = useSellerShops();
  const remove = useDeleteShop();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  function confirmDelete(shop: SellerShop) {
    const title = shop.title || t('list.untitled');
    modals.openConfirmModal({
      title: t('list.deleteTitle', { title }),
      children: <Text fz="sm">{t('list.deleteText')}</Text>,
      labels: { confirm: t('list.deleteConfirm'), cancel: t('list.cancel') },
      confirmProps: { color: 'red' },
      // Cancelling is the safe default.
      cancelProps: { 'data-autofocus': true },
      onConfirm: () => {
        setDeletingId(shop.id);
        remove
          .mutateAsync(shop.id)
          .then(
            () => notifySuccess(t('list.deleted', { title })),
            // SPEC §8: 'Error deleting shop.'
            () => notifyFailure(t, t('errors.shop_delete_failed', { ns: 'common' })),
          )
          .finally(() => setDeletingId(null));
      },
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div style={{ flex: '1 1 320px' }}>
          <Title order={1}>{t('list.heading')}</Title>
          <Text c="dimmed" mt={6}>
            {t('list.intro')}
          </Text>
        </div>
        <Button component={Link} to="/add" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.add')}
        </Button>
      </Group>

      {list.isPending && <ListSkeleton label={t('list.loading')} rows={3} height={64} />}

      {list.isError && (
        <LoadFailed title={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      )}

      {list.data && list.data.items.length === 0 && (
        <EmptyState
          icon={<IconMapPin size={32} aria-hidden />}
          variant="light"
          title={t('list.emptyTitle')}
          description={t('list.empty')}
          py="xl"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/add">
              {t('list.add')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      )}

      {list.data && list.data.items.length > 0 && (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('list.count', { count: list.data.items.length })}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }} c="dimmed">
                {t('list.caption')}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={64}>
                    {t('list.columns.photo')}
                  </Table.Th>
                  <Table.Th scope="col">{t('list.columns.shop')}</Table.Th>
                  <Table.Th scope="col">{t('list.columns.pickup')}</Table.Th>
                  <Table.Th scope="col">{t('list.columns.onMap')}</Table.Th>
                  <Table.Th scope="col">{t('list.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((shop) => (
                  <ShopRow
                    key={shop.id}
                    shop={shop}
                    deleting={deletingId === shop.id}
                    onDelete={() => confirmDelete(shop)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('myShops');
  return (
    <Badge color={value ? 'teal' : 'gray'} variant="light" tt="none">
      {value ? t('list.yes') : t('list.no')}
    </Badge>
  );
}

function ShopRow({ shop, deleting, onDelete }: { shop: SellerShop; deleting: boolean; onDelete: () => void }) {
  const { t } = useTranslation('myShops');
  const title = shop.title || t('list.untitled');
  const photo = shop.photos[0];
  return (
    <Table.Tr style={{ opacity: deleting ? 0.5 : 1 }}>
      <Table.Td>
        {photo ? (
          <img src={photo.small} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 6 }} />
        ) : (
          <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
        )}
      </Table.Td>
      <Table.Td>
        <Text fz="sm" fw={600} fs={shop.title ? undefined : 'italic'}>
          {title}
        </Text>
        <Text fz="sm" c="dimmed">
          {addressLine(shop.address, currentLanguage())}
        </Text>
      </Table.Td>
      <Table.Td>
        <YesNo value={shop.pickup} />
      </Table.Td>
      <Table.Td>
        <YesNo value={shop.showOnMap} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={`/shops/${shop.id}/edit`}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconEdit size={16} aria-hidden />}
            aria-label={t('list.edit', { title })}
          >
            {t('list.editShort')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            loading={deleting}
            aria-label={t('list.delete', { title })}
          >
            {t('list.deleteShort')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
