import type { DeliveryPrice, SellerLogistics } from '@glowmarket/shared/logistics';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBuildingStore, IconEdit, IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { methodLabel } from '../../../components/delivery/method-label';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { SellerArea } from '../../../components/seller-area';
import { formatMoney } from '../../../lib/money';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSellerLogistics } from '../api/get-seller-logistics';
import { useRemoveDeliveryPrice } from '../api/save-delivery-price';
import { PriceEntryForm } from '../components/price-entry-form';

/** /logistics: the seller's delivery price list (SPEC: logistics management), store pickup and InPost. */
export function LogisticsPage() {
  return (
    <SellerArea>
      <Logistics />
    </SellerArea>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; entry: DeliveryPrice } | null;

function Logistics() {
  const { t } = useTranslation('logistics');
  const logistics = useSellerLogistics();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('seller.heading')}</Title>
        <Text mt={6}>{t('seller.intro')}</Text>
      </div>

      <SectionCard
        title={t('prices.title')}
        description={t('prices.hint')}
        actions={
          logistics.data && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
              {t('prices.add')}
            </Button>
          )
        }
      >
        {logistics.isPending && <Skeleton height={120} aria-label={t('prices.loading')} />}
        {logistics.isError && (
          <LoadFailed title={t('prices.loadFailed')} retryLabel={t('retry')} onRetry={() => void logistics.refetch()} />
        )}
        {logistics.data && (
          <PriceTable logistics={logistics.data} onEdit={(entry) => setDialog({ kind: 'edit', entry })} />
        )}
      </SectionCard>

      {logistics.data && <OtherWays pickupShops={logistics.data.pickupShops} />}

      <Modal
        opened={dialog !== null && logistics.data !== undefined}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'edit' ? t('prices.editTitle') : t('prices.addTitle')}
        size="lg"
      >
        {dialog && logistics.data && (
          <PriceEntryForm
            entry={dialog.kind === 'edit' ? dialog.entry : undefined}
            methods={logistics.data.methods}
            onDone={() => setDialog(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

function PriceTable({ logistics, onEdit }: { logistics: SellerLogistics; onEdit: (entry: DeliveryPrice) => void }) {
  const { t } = useTranslation('logistics');
  const remove = useRemoveDeliveryPrice();
  const language = currentLanguage();

  function confirmRemove(entry: DeliveryPrice) {
    modals.openConfirmModal({
      title: t('prices.removeTitle'),
      children: <Text fz="sm">{t('prices.removeBody', { key: entry.key, method: methodLabel(t, entry.method) })}</Text>,
      labels: { confirm: t('prices.remove'), cancel: t('prices.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(entry.id, {
          onSuccess: () => notifySuccess(t('prices.removed')),
          onError: (error) => notifyError(t, error),
        }),
    });
  }

  if (logistics.entries.length === 0) return <Text c="dimmed">{t('prices.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('prices.fields.method')}</Table.Th>
            <Table.Th>{t('prices.fields.key')}</Table.Th>
            <Table.Th ta="right">{t('prices.fields.price')}</Table.Th>
            <Table.Th ta="right">{t('prices.fields.freeFrom')}</Table.Th>
            <Table.Th ta="right">{t('prices.fields.deliveryDays')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('prices.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logistics.entries.map((entry) => {
            const label = methodLabel(t, entry.method);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  {label}
                  {!entry.method.active && (
                    <Text fz="xs" c="orange.9">
                      {t('prices.methodOff')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text component="code" fz="sm">
                    {entry.key}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(entry.price, language)}</Table.Td>
                <Table.Td ta="right">
                  {entry.freeFrom ? formatMoney(entry.freeFrom, language) : t('prices.neverFree')}
                </Table.Td>
                <Table.Td ta="right">{entry.deliveryDays}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onEdit(entry)}
                      aria-label={t('prices.editOne', { key: entry.key })}
                    >
                      <IconEdit size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => confirmRemove(entry)}
                      aria-label={t('prices.removeOne', { key: entry.key })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Store pickup follows from the seller's pickup shops; InPost lockers need its ShipX account. */
function OtherWays({ pickupShops }: { pickupShops: number }) {
  const { t } = useTranslation('logistics');
  return (
    <SectionCard title={t('other.title')}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBuildingStore size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm">
            {pickupShops > 0 ? t('other.storePickup', { count: pickupShops }) : t('other.noPickupShop')}{' '}
            <Anchor component={Link} to="/my-shops" fz="sm">
              {t('other.manageShops')}
            </Anchor>
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconKey size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm">
            {t('other.inpost')}{' '}
            <Anchor component={Link} to="/operator-settings" fz="sm">
              {t('other.operatorSettings')}
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </SectionCard>
  );
}
