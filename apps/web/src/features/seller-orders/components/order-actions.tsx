import { TRACKING_NUMBER_PATTERN, type OrderStatus, type SellerOrder } from '@glowmarket/shared/orders';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { showSaveFailure } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useChangeOrderStatus } from '../api/change-order-status';
import { DetailSection } from './detail-section';

/** Answers after which the order on screen is out of date: it is loaded again. */
const STALE_ORDER_CODES = new Set(['order_changed', 'order_status_not_allowed']);

/** Reloads the order and the lists when the server says the order moved meanwhile. */
function useReloadWhenStale() {
  const queryClient = useQueryClient();
  const companyId = useAuth().user?.companyId ?? '';
  return (error: unknown) => {
    if (error instanceof ApiError && STALE_ORDER_CODES.has(error.code)) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellerOrders.all(companyId) });
    }
  };
}

/**
 * One button per status the order may move to now. Shipping asks for the tracking number first;
 * cancelling asks for a confirmation that says the stock returns and, when paid, a refund is due.
 */
export function OrderActions({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('sellerOrders');
  const change = useChangeOrderStatus();
  const reloadWhenStale = useReloadWhenStale();
  const [shipping, setShipping] = useState(false);

  function move(status: Exclude<OrderStatus, 'shipped'>) {
    change.mutate(
      { id: order.id, change: { status } },
      {
        onSuccess: () => notifySuccess(t(`detail.done.${status}`, { number: order.number })),
        onError: (error) => {
          reloadWhenStale(error);
          notifyError(t, error);
        },
      },
    );
  }

  function confirmCancel() {
    modals.openConfirmModal({
      title: t('detail.cancel.title', { number: order.number }),
      children: (
        <Stack gap="xs">
          <Text fz="sm">{t('detail.cancel.stock')}</Text>
          {order.paymentStatus === 'paid' && (
            <Text fz="sm" fw={600}>
              {t('detail.cancel.refund', { amount: formatMoney(order.total, currentLanguage()) })}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: t('detail.cancel.confirm'), cancel: t('detail.cancel.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => move('cancelled'),
    });
  }

  return (
    <DetailSection title={t('detail.actions.title')}>
      {shipping ? (
        <ShipForm order={order} onDone={() => setShipping(false)} />
      ) : order.nextStatuses.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('detail.actions.none')}
        </Text>
      ) : (
        <Group gap="sm">
          {order.nextStatuses.map((status) => {
            const busy = change.isPending && change.variables.change.status === status;
            if (status === 'cancelled') {
              return (
                <Button
                  key={status}
                  variant="light"
                  color="red"
                  leftSection={<IconX size={16} aria-hidden />}
                  loading={busy}
                  disabled={change.isPending && !busy}
                  onClick={confirmCancel}
                >
                  {t('detail.actions.cancelled')}
                </Button>
              );
            }
            return (
              <Button
                key={status}
                leftSection={status === 'shipped' ? <IconTruckDelivery size={16} aria-hidden /> : undefined}
                loading={busy}
                disabled={change.isPending && !busy}
                onClick={() => (status === 'shipped' ? setShipping(true) : move(status))}
              >
                {t(`detail.actions.${status}`)}
              </Button>
            );
          })}
        </Group>
      )}
    </DetailSection>
  );
}

interface ShipValues {
  trackingNumber: string;
}

/**
 * Marks the order shipped with the tracking number the buyer is sent, filled in from the ShipX
 * shipment when there is one. An empty box is sent as no number: the server knows whether the
 * shipment gave one, and says so on the field when nothing did.
 */
function ShipForm({ order, onDone }: { order: SellerOrder; onDone: () => void }) {
  const { t } = useTranslation('sellerOrders');
  const change = useChangeOrderStatus();
  const reloadWhenStale = useReloadWhenStale();
  const fromShipment = order.shipment?.trackingNumber ?? null;
  const { register, handleSubmit, setError, formState } = useForm<ShipValues>({
    defaultValues: { trackingNumber: fromShipment ?? order.trackingNumber ?? '' },
  });

  async function submit({ trackingNumber }: ShipValues) {
    const typed = trackingNumber.trim();
    if (typed && !TRACKING_NUMBER_PATTERN.test(typed)) {
      setError('trackingNumber', { type: 'pattern', message: t('detail.tracking.invalid') }, { shouldFocus: true });
      return;
    }
    try {
      await change.mutateAsync({
        id: order.id,
        change: typed ? { status: 'shipped', trackingNumber: typed } : { status: 'shipped' },
      });
      notifySuccess(t('detail.done.shipped', { number: order.number }));
      onDone();
    } catch (error) {
      reloadWhenStale(error);
      showSaveFailure(error, {
        fields: ['trackingNumber'],
        setError,
        t,
        conflicts: { tracking_number_required: 'trackingNumber' },
      });
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('detail.tracking.label')}
          description={fromShipment ? t('detail.tracking.fromShipment') : t('detail.tracking.hint')}
          autoComplete="off"
          maxLength={40}
          data-autofocus
          error={formState.errors.trackingNumber?.message}
          {...register('trackingNumber')}
        />
        <Group gap="sm">
          <Button type="submit" loading={change.isPending} leftSection={<IconTruckDelivery size={16} aria-hidden />}>
            {t('detail.tracking.submit')}
          </Button>
          <Button variant="subtle" onClick={onDone} disabled={change.isPending}>
            {t('detail.tracking.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
