import {
  DELIVERY_KINDS,
  deliveryMethodInputSchema,
  type Carrier,
  type DeliveryKind,
  type DeliveryMethodInput,
} from '@glowmarket/shared/logistics';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showSaveFailure } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveDeliveryMethod } from '../api/save-delivery-method';

const FIELDS = ['kind', 'cod', 'needsPoint'] as const;

/** Kinds where the buyer usually picks where the parcel goes; the form ticks "Buyer picks a point" for them. */
const POINT_KINDS: readonly DeliveryKind[] = ['pickup_point', 'parcel_locker'];

/** A method as the operator reads it within its carrier: "Courier · cash on delivery". */
export function methodName(t: TFunction, method: { kind: DeliveryKind; cod: boolean }): string {
  const kind = t(`delivery.kinds.${method.kind}`, { ns: 'admin' });
  return method.cod ? t('delivery.withCod', { ns: 'admin', kind }) : kind;
}

interface MethodModalProps {
  /** The carrier the method is added to; null keeps the dialog closed. */
  carrier: Carrier | null;
  onClose: () => void;
}

/** Adds a delivery method to a carrier: its kind, cash on delivery, whether the buyer picks a point. */
export function MethodModal({ carrier, onClose }: MethodModalProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={carrier !== null}
      onClose={onClose}
      title={carrier ? t('delivery.methodForm.title', { carrier: carrier.name }) : ''}
      closeButtonProps={{ 'aria-label': t('delivery.carrierForm.close') }}
    >
      {carrier && <MethodForm key={carrier.id} carrier={carrier} onDone={onClose} />}
    </Modal>
  );
}

function MethodForm({ carrier, onDone }: { carrier: Carrier; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveDeliveryMethod();
  const form = useForm<DeliveryMethodInput, unknown, z.output<typeof deliveryMethodInputSchema>>({
    resolver: zodResolver(deliveryMethodInputSchema),
    defaultValues: { kind: 'courier', cod: false, needsPoint: false, active: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ carrierId: carrier.id, input: values });
      notifySuccess(t('delivery.methodForm.added', { method: methodName(t, values), carrier: carrier.name }));
      onDone();
    } catch (error) {
      showSaveFailure(error, {
        fields: FIELDS,
        setError: form.setError,
        t,
        conflicts: { delivery_method_exists: 'kind' },
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <NativeSelect
          label={t('delivery.methodForm.kind')}
          data={DELIVERY_KINDS.map((kind) => ({ value: kind, label: t(`delivery.kinds.${kind}`) }))}
          error={errors.kind?.message}
          data-autofocus
          {...form.register('kind', {
            onChange: (event: { target: { value: string } }) =>
              form.setValue(
                'needsPoint',
                POINT_KINDS.some((kind) => kind === event.target.value),
              ),
          })}
        />
        <Controller
          control={form.control}
          name="cod"
          render={({ field }) => (
            <Checkbox
              label={t('delivery.methodForm.cod')}
              description={t('delivery.methodForm.codHint')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="needsPoint"
          render={({ field }) => (
            <Checkbox
              label={t('delivery.methodForm.needsPoint')}
              description={t('delivery.methodForm.needsPointHint')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('delivery.carrierForm.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('delivery.methodForm.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
