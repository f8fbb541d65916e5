import type { SellerOrder } from '@glowmarket/shared/orders';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPackageExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateShipment } from '../api/create-shipment';
import { useDownloadLabel } from '../api/download-label';
import { DetailSection } from './detail-section';

/** ShipX's own words for a refused shipment, which `shipx_failed` carries as `details.reason`. */
function reasonOf(error: ApiError): string | null {
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  return typeof details.reason === 'string' && details.reason ? details.reason : null;
}

/**
 * An InPost order's ShipX shipment: created here with one press, which also downloads its A6 label
 * (the API waits for ShipX to confirm it), then its status, tracking number and the label again.
 * Nothing is shown for orders ShipX cannot carry.
 */
export function ShipmentPanel({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('sellerOrders');
  const create = useCreateShipment();
  const label = useDownloadLabel();
  if (!order.shipment && !order.canCreateShipment) return null;

  if (order.shipment) {
    const { shipment } = order;
    return (
      <DetailSection title={t('detail.shipment.title')}>
        <Text fz="sm">
          {t('detail.shipment.status')}: <strong>{shipment.status}</strong>
        </Text>
        <Text fz="sm">
          {t('detail.shipment.trackingNumber')}:{' '}
          {shipment.trackingNumber ? <strong>{shipment.trackingNumber}</strong> : t('detail.shipment.notYet')}
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={label.isPending}
            onClick={() => label.mutate(order, { onError: (error) => notifyError(t, error) })}
          >
            {t('detail.shipment.label')}
          </Button>
        </Group>
      </DetailSection>
    );
  }

  return (
    <DetailSection title={t('detail.shipment.title')}>
      <Text fz="sm" c="dimmed">
        {t('detail.shipment.hint')}
      </Text>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPackageExport size={16} aria-hidden />}
          loading={create.isPending}
          onClick={() =>
            create.mutate(order.id, {
              // One press: the shipment, then its label to print.
              onSuccess: (shipped) => {
                notifySuccess(t('detail.shipment.created', { number: order.number }));
                label.mutate(shipped, { onError: (error) => notifyError(t, error) });
              },
            })
          }
        >
          {t('detail.shipment.create')}
        </Button>
      </Group>
      {create.isPending && (
        <Text fz="sm" c="dimmed" role="status">
          {t('detail.shipment.creating')}
        </Text>
      )}
      {create.isError && <ShipmentRefused error={create.error} />}
    </DetailSection>
  );
}

/** Why no shipment was made, where the seller can act on it (operator settings, ShipX's reason). */
function ShipmentRefused({ error }: { error: Error }) {
  const { t } = useTranslation('sellerOrders');
  const code = error instanceof ApiError ? error.code : 'internal_error';
  const reason = error instanceof ApiError && code === 'shipx_failed' ? reasonOf(error) : null;
  return (
    <Alert color="red" role="alert">
      <Stack gap={4}>
        <Text fz="sm">{t(`errors.${code}`, { ns: 'common', defaultValue: error.message })}</Text>
        {reason && (
          <Text fz="sm" c="dimmed">
            {t('detail.shipment.reason', { reason })}
          </Text>
        )}
        {code === 'shipx_not_configured' && (
          <Anchor component={Link} to="/operator-settings" fz="sm">
            {t('detail.shipment.operatorSettings')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
