import type { shopInputSchema } from '@glowmarket/shared/shops';
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { HINT_BELOW } from '../../../lib/hint-below';
import type { ShopFormValues } from './shop-form-values';

type ShopOutput = z.output<typeof shopInputSchema>;

/** How buyers reach the shop, and whether it is on the map and takes pickups. */
export function ShopFormContact({ form }: { form: UseFormReturn<ShopFormValues, unknown, ShopOutput> }) {
  const { t } = useTranslation(['myShops', 'common']);
  const { control, register, formState } = form;
  const errors = formState.errors;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="tel"
          label={t('form.phone')}
          description={t('form.phoneHint')}
          inputWrapperOrder={HINT_BELOW}
          autoComplete="tel"
          maxLength={30}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextInput
          type="email"
          label={t('form.email')}
          description={t('form.emailHint')}
          inputWrapperOrder={HINT_BELOW}
          autoComplete="email"
          maxLength={254}
          error={errors.email?.message}
          {...register('email')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="showOnMap"
        render={({ field }) => (
          <Switch
            label={t('form.showOnMap')}
            description={t('form.showOnMapHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="pickup"
        render={({ field }) => (
          <Switch
            label={t('form.pickup')}
            description={t('form.pickupHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </Stack>
  );
}
