import { zodResolver } from '@hookform/resolvers/zod';
import { batchInputSchema, type Batch, type BatchInput } from '@glowmarket/shared/cosmetics';
import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showSaveFailure } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveBatch } from '../api/save-batch';

type BatchOutput = z.output<typeof batchInputSchema>;
type BatchValues = BatchInput;

const BATCH_FIELDS = ['code', 'expiresOn', 'quantity'] as const;

interface BatchFormProps {
  productId: string;
  /** The batch being changed; absent to add one. */
  batch?: Batch;
  /** After a save, and on Cancel when editing. */
  onDone?: () => void;
}

/** A batch's code, expiry date and quantity: the add form under the table, or a row being edited. */
export function BatchForm({ productId, batch, onDone }: BatchFormProps) {
  const { t } = useTranslation('productLabel');
  const save = useSaveBatch();
  const empty: BatchValues = { code: '', expiresOn: '', quantity: undefined as unknown as number };
  const { control, register, handleSubmit, setError, reset, formState } = useForm<BatchValues, unknown, BatchOutput>({
    resolver: zodResolver(batchInputSchema),
    defaultValues: batch ? { code: batch.code, expiresOn: batch.expiresOn, quantity: batch.quantity } : empty,
  });
  const errors = formState.errors;

  async function submit(input: BatchOutput) {
    try {
      await save.mutateAsync({ productId, batchId: batch?.id, input });
      notifySuccess(batch ? t('batches.saved', { code: input.code }) : t('batches.added', { code: input.code }));
      if (!batch) reset(empty);
      onDone?.();
    } catch (error) {
      showSaveFailure(error, {
        fields: BATCH_FIELDS,
        setError,
        t,
        conflicts: { batch_code_taken: 'code', batch_expiry_past: 'expiresOn' },
      });
    }
  }

  return (
    <form
      noValidate
      aria-label={batch ? t('batches.editForm', { code: batch.code }) : t('batches.addForm')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('batches.fields.code')}
          required
          maxLength={40}
          autoComplete="off"
          error={errors.code?.message}
          style={{ flex: '1 1 140px' }}
          {...register('code')}
        />
        <TextInput
          type="date"
          label={t('batches.fields.expiresOn')}
          required
          error={errors.expiresOn?.message}
          style={{ flex: '1 1 150px' }}
          {...register('expiresOn')}
        />
        <Controller
          control={control}
          name="quantity"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('batches.fields.quantity')}
              required
              allowDecimal={false}
              allowNegative={false}
              min={0}
              style={{ flex: '1 1 110px' }}
              value={Number.isFinite(field.value) ? field.value : ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group gap="xs" mt={25} wrap="nowrap">
          <Button type="submit" loading={formState.isSubmitting}>
            {batch ? t('batches.save') : t('batches.add')}
          </Button>
          {batch && (
            <Button variant="default" onClick={onDone}>
              {t('batches.cancel')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
