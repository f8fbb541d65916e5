import type { ParcelPointsStatus } from '@glowmarket/shared/logistics';
import { Alert, Anchor, Button, DataList, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecks, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page-states';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useParcelPointsStatus } from '../api/get-parcel-points-status';
import { useUnconfiguredSellers } from '../api/get-unconfigured-sellers';
import { useSyncParcelPoints } from '../api/sync-parcel-points';
import { CarriersCard } from './delivery-carriers';

/** The delivery tab: carriers and their methods, sellers who cannot deliver yet, the parcel lockers. */
export function DeliveryPanel() {
  return (
    <Stack gap="lg">
      <CarriersCard />
      <SellersWithoutDeliveryCard />
      <ParcelLockersCard />
    </Stack>
  );
}

/** Approved sellers whose buyers cannot get anything delivered, with an address to chase them at. */
function SellersWithoutDeliveryCard() {
  const { t } = useTranslation('admin');
  const sellers = useUnconfiguredSellers();
  return (
    <SectionCard title={t('delivery.sellers.title')} description={t('delivery.sellers.hint')}>
      {sellers.isPending && (
        <Stack gap="xs" aria-busy="true" aria-label={t('delivery.sellers.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={28} radius="sm" />
          ))}
        </Stack>
      )}
      {sellers.isError && (
        <LoadFailed
          title={t('delivery.sellers.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void sellers.refetch()}
        />
      )}
      {sellers.data && sellers.data.items.length === 0 && (
        <EmptyState
          icon={<IconChecks size={32} aria-hidden />}
          variant="light"
          title={t('delivery.sellers.empty')}
          py="lg"
        />
      )}
      {sellers.data && sellers.data.items.length > 0 && (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('delivery.sellers.count', { count: sellers.data.items.length })}
          </Text>
          <Stack
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('delivery.sellers.listLabel')}
          >
            {sellers.data.items.map((seller) => (
              <Group key={seller.id} component="li" gap="xs" justify="space-between" wrap="wrap">
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {seller.name}
                </Text>
                {seller.email ? (
                  <Anchor href={`mailto:${seller.email}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {seller.email}
                  </Anchor>
                ) : (
                  <Text fz="sm" c="dimmed">
                    {t('delivery.sellers.noEmail')}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}

/** The lockers buyers pick from: how many, when they were synchronised and from where; a sync on demand. */
function ParcelLockersCard() {
  const { t } = useTranslation('admin');
  const status = useParcelPointsStatus();
  const sync = useSyncParcelPoints();

  async function synchronise() {
    try {
      await sync.mutateAsync();
      notifySuccess(t('delivery.lockers.syncQueued'));
    } catch (error) {
      notifyError(t, error);
    }
  }

  return (
    <SectionCard
      title={t('delivery.lockers.title')}
      description={t('delivery.lockers.hint')}
      actions={
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={sync.isPending}
          onClick={() => void synchronise()}
        >
          {t('delivery.lockers.sync')}
        </Button>
      }
    >
      {status.isPending && <Skeleton height={96} aria-label={t('delivery.lockers.loading')} />}
      {status.isError && (
        <LoadFailed
          title={t('delivery.lockers.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void status.refetch()}
        />
      )}
      {status.data && <LockersStatus status={status.data} />}
    </SectionCard>
  );
}

function LockersStatus({ status }: { status: ParcelPointsStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="md">
      <DataList labelWidth={170}>
        <DataList.Item>
          <DataList.ItemLabel>{t('delivery.lockers.count')}</DataList.ItemLabel>
          <DataList.ItemValue>{new Intl.NumberFormat(currentLanguage()).format(status.points)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('delivery.lockers.lastSynced')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {status.lastSyncedAt ? formatDate(status.lastSyncedAt) : t('delivery.lockers.never')}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('delivery.lockers.source')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(`delivery.lockers.sources.${status.source}`)}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      {status.source === 'sample' && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('delivery.lockers.sampleTitle')}
        >
          {t('delivery.lockers.sampleHint')}
        </Alert>
      )}
    </Stack>
  );
}
