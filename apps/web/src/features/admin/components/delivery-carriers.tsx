import type { Carrier, DeliveryMethod } from '@glowmarket/shared/logistics';
import { Badge, Button, EmptyState, Group, Paper, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCarriers } from '../api/get-carriers';
import { useSaveCarrier } from '../api/save-carrier';
import { useSaveDeliveryMethod, type DeliveryMethodChange } from '../api/save-delivery-method';
import { CarrierModal, type CarrierDialog } from './delivery-carrier-form';
import { MethodModal, methodName } from './delivery-method-form';

/** The delivery tab's first section: the carriers, the methods each offers, and switches for both. */
export function CarriersCard() {
  const { t } = useTranslation('admin');
  const carriers = useCarriers();
  const [carrierDialog, setCarrierDialog] = useState<CarrierDialog | null>(null);
  const [addingTo, setAddingTo] = useState<Carrier | null>(null);

  return (
    <SectionCard
      title={t('delivery.carriers.title')}
      description={t('delivery.carriers.hint')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCarrierDialog({ kind: 'new' })}>
          {t('delivery.carriers.add')}
        </Button>
      }
    >
      {carriers.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('delivery.carriers.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={120} radius="md" />
          ))}
        </Stack>
      )}
      {carriers.isError && (
        <LoadFailed
          title={t('delivery.carriers.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void carriers.refetch()}
        />
      )}
      {carriers.data && carriers.data.items.length === 0 && (
        <EmptyState
          icon={<IconTruckDelivery size={32} aria-hidden />}
          variant="light"
          title={t('delivery.carriers.emptyTitle')}
          description={t('delivery.carriers.empty')}
          py="xl"
        />
      )}
      {carriers.data && carriers.data.items.length > 0 && (
        <Stack
          gap="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('delivery.carriers.listLabel')}
        >
          {carriers.data.items.map((carrier) => (
            <CarrierItem
              key={carrier.id}
              carrier={carrier}
              onEdit={() => setCarrierDialog({ kind: 'edit', carrier })}
              onAddMethod={() => setAddingTo(carrier)}
            />
          ))}
        </Stack>
      )}
      <CarrierModal dialog={carrierDialog} onClose={() => setCarrierDialog(null)} />
      <MethodModal carrier={addingTo} onClose={() => setAddingTo(null)} />
    </SectionCard>
  );
}

interface CarrierItemProps {
  carrier: Carrier;
  onEdit: () => void;
  onAddMethod: () => void;
}

function CarrierItem({ carrier, onEdit, onAddMethod }: CarrierItemProps) {
  const { t } = useTranslation('admin');
  const save = useSaveCarrier();
  const name = carrier.name;

  async function switchCarrier(active: boolean) {
    try {
      await save.mutateAsync({ id: carrier.id, input: { name, active } });
      notifySuccess(t(active ? 'delivery.carriers.carrierOn' : 'delivery.carriers.carrierOff', { carrier: name }));
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {!carrier.active && (
            <Badge color="gray" variant="light" miw="max-content">
              {t('delivery.carriers.switchedOff')}
            </Badge>
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          <Switch
            label={t('delivery.carriers.active')}
            aria-label={t('delivery.carriers.activeLabel', { carrier: name })}
            checked={carrier.active}
            disabled={save.isPending}
            onChange={(event) => void switchCarrier(event.currentTarget.checked)}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={t('delivery.carriers.editLabel', { carrier: name })}
          >
            {t('delivery.carriers.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={onAddMethod}
            aria-label={t('delivery.carriers.addMethodLabel', { carrier: name })}
          >
            {t('delivery.carriers.addMethod')}
          </Button>
        </Group>
      </Group>
      {!carrier.active && (
        <Text fz="sm" c="dimmed" mt="xs">
          {t('delivery.carriers.switchedOffHint')}
        </Text>
      )}
      {carrier.methods.length === 0 ? (
        <Text fz="sm" c="dimmed" mt="sm">
          {t('delivery.carriers.noMethods')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480} mt="sm">
          <Table verticalSpacing="xs" aria-label={t('delivery.carriers.methodsLabel', { carrier: name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('delivery.carriers.columns.method')}</Table.Th>
                <Table.Th w={120}>{t('delivery.carriers.columns.active')}</Table.Th>
                <Table.Th w={180}>{t('delivery.carriers.columns.needsPoint')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {carrier.methods.map((method) => (
                <MethodRow key={method.id} method={method} carrier={carrier} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function MethodRow({ method, carrier }: { method: DeliveryMethod; carrier: Carrier }) {
  const { t } = useTranslation('admin');
  const save = useSaveDeliveryMethod();
  const label = methodName(t, method);
  const names = { method: label, carrier: carrier.name };

  async function change(next: DeliveryMethodChange) {
    try {
      await save.mutateAsync({ methodId: method.id, input: next });
      if (next.active === method.active) notifySuccess(t('delivery.carriers.methodSaved', names));
      else notifySuccess(t(next.active ? 'delivery.carriers.methodOn' : 'delivery.carriers.methodOff', names));
    } catch (error) {
      notifyError(t, error);
    }
  }

  // A method's `active` is false while its carrier is off, whatever its own setting: a change sent
  // then would have to guess that setting, so the switches wait for the carrier.
  const disabled = save.isPending || !carrier.active;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Text fz="sm" fw={600}>
            {label}
          </Text>
          {method.needsPoint && (
            <Badge size="sm" variant="light" color="blue" tt="none" miw="max-content">
              {t('delivery.needsPointBadge')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('delivery.carriers.methodActiveLabel', names)}
          checked={method.active}
          disabled={disabled}
          onChange={(event) => void change({ needsPoint: method.needsPoint, active: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('delivery.carriers.methodNeedsPointLabel', names)}
          checked={method.needsPoint}
          disabled={disabled}
          onChange={(event) => void change({ needsPoint: event.currentTarget.checked, active: method.active })}
        />
      </Table.Td>
    </Table.Tr>
  );
}
