import { carrierInputSchema, MAX_CARRIER_NAME, type Carrier, type CarrierInput } from '@glowmarket/shared/logistics';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showSaveFailure } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveCarrier } from '../api/save-carrier';

const FIELDS = ['name', 'active'] as const;

/** What the dialog is for: a new carrier, or renaming and switching an existing one. */
export type CarrierDialog = { kind: 'new' } | { kind: 'edit'; carrier: Carrier };

interface CarrierModalProps {
  dialog: CarrierDialog | null;
  onClose: () => void;
}

/** Adds a carrier or edits one: its name, and whether it is active. */
export function CarrierModal({ dialog, onClose }: CarrierModalProps) {
  const { t } = useTranslation('admin');
  const title = !dialog
    ? ''
    : dialog.kind === 'edit'
      ? t('delivery.carrierForm.editTitle', { carrier: dialog.carrier.name })
      : t('delivery.carrierForm.addTitle');
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('delivery.carrierForm.close') }}
    >
      {dialog && (
        <CarrierForm
          key={dialog.kind === 'edit' ? dialog.carrier.id : 'new'}
          carrier={dialog.kind === 'edit' ? dialog.carrier : null}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function CarrierForm({ carrier, onDone }: { carrier: Carrier | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveCarrier();
  const form = useForm<CarrierInput, unknown, z.output<typeof carrierInputSchema>>({
    resolver: zodResolver(carrierInputSchema),
    defaultValues: { name: carrier?.name ?? '', active: carrier?.active ?? true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: carrier?.id ?? null, input: values });
      notifySuccess(t(carrier ? 'delivery.carrierForm.saved' : 'delivery.carrierForm.added', { carrier: values.name }));
      onDone();
    } catch (error) {
      showSaveFailure(error, { fields: FIELDS, setError: form.setError, t, conflicts: { carrier_name_taken: 'name' } });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput
          label={t('delivery.carrierForm.name')}
          description={t('delivery.carrierForm.nameHint')}
          required
          maxLength={MAX_CARRIER_NAME}
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('delivery.carrierForm.active')}
              description={t('delivery.carrierForm.activeHint')}
              checked={field.value ?? true}
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
            {carrier ? t('delivery.carrierForm.save') : t('delivery.carrierForm.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
