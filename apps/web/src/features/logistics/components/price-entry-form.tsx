import { zodResolver } from '@hookform/resolvers/zod';
import {
  deliveryPriceInputSchema,
  MAX_DELIVERY_DAYS,
  MAX_DELIVERY_KEY,
  type DeliveryMethod,
  type DeliveryPrice,
  type DeliveryPriceInput,
} from '@glowmarket/shared/logistics';
import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EuroField } from '../../../components/euro-input';
import { methodLabel } from '../../../components/delivery/method-label';
import { showSaveFailure } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveDeliveryPrice } from '../api/save-delivery-price';

type Values = z.input<typeof deliveryPriceInputSchema>;
const FIELDS = ['methodId', 'key', 'price', 'freeFrom', 'deliveryDays'] as const;

function initialValues(entry: DeliveryPrice | undefined, methods: DeliveryMethod[]): Values {
  if (entry) {
    return {
      methodId: entry.method.id,
      key: entry.key,
      price: entry.price.amount,
      freeFrom: entry.freeFrom?.amount ?? null,
      deliveryDays: entry.deliveryDays,
    };
  }
  return {
    methodId: methods[0]?.id ?? '',
    key: '',
    price: undefined as unknown as number,
    freeFrom: null,
    deliveryDays: 2,
  };
}

/**
 * One line of the price list: which carrier's method, the key it has in the seller's own system
 * (unique in the list), the price, from what order value it is free, and how many days it takes.
 */
export function PriceEntryForm({
  entry,
  methods,
  onDone,
}: {
  entry?: DeliveryPrice;
  methods: DeliveryMethod[];
  onDone: () => void;
}) {
  const { t } = useTranslation(['logistics', 'common']);
  const save = useSaveDeliveryPrice();
  const { control, register, handleSubmit, setError, formState } = useForm<Values, unknown, DeliveryPriceInput>({
    resolver: zodResolver(deliveryPriceInputSchema),
    defaultValues: initialValues(entry, methods),
  });
  // An entry whose method the operator switched off keeps it selectable until the seller picks another.
  const choices =
    entry && !methods.some((method) => method.id === entry.method.id) ? [entry.method, ...methods] : methods;

  async function submit(input: DeliveryPriceInput) {
    try {
      await save.mutateAsync({ id: entry?.id, input });
      notifySuccess(t('prices.saved'));
      onDone();
    } catch (error) {
      showSaveFailure(error, { fields: FIELDS, setError: setError, t, conflicts: { delivery_key_exists: 'key' } });
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Stack>
        <NativeSelect
          label={t('prices.fields.method')}
          required
          data={choices.map((method) => ({ value: method.id, label: methodLabel(t, method) }))}
          error={formState.errors.methodId?.message}
          {...register('methodId')}
        />
        <TextInput
          label={t('prices.fields.key')}
          description={t('prices.keyHint')}
          required
          maxLength={MAX_DELIVERY_KEY}
          autoComplete="off"
          error={formState.errors.key?.message}
          {...register('key')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <EuroField control={control} name="price" label={t('prices.fields.price')} required />
          <EuroField
            control={control}
            name="freeFrom"
            label={t('prices.fields.freeFrom')}
            description={t('prices.freeFromHint')}
            nullable
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="deliveryDays"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('prices.fields.deliveryDays')}
              description={t('prices.deliveryDaysHint')}
              required
              min={0}
              max={MAX_DELIVERY_DAYS}
              allowDecimal={false}
              allowNegative={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              maw={220}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('prices.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {entry ? t('prices.save') : t('prices.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
