import { zodResolver } from '@hookform/resolvers/zod';
import { countryName } from '@glowmarket/shared/countries';
import { shippingAddressInputSchema, type ShippingAddress, type ShippingAddressInput } from '@glowmarket/shared/users';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCreateShippingAddress } from '../../../components/account/create-shipping-address';
import { useShippingAddresses } from '../../../components/account/get-shipping-addresses';
import { showFieldProblems } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDeleteShippingAddress } from '../api/delete-shipping-address';
import { useUpdateShippingAddress } from '../api/update-shipping-address';
import { CountrySelect } from './country-select';
import { SavedDetailsList } from './saved-details-list';
import '../../../lib/zod-messages';

const FIELDS = ['street', 'city', 'postalCode', 'region', 'country'] as const;

/** The addresses the buyer ships to; checkout offers them. */
export function ShippingAddressesSection() {
  const { t } = useTranslation('users');
  const addresses = useShippingAddresses();
  const remove = useDeleteShippingAddress();

  return (
    <SavedDetailsList<ShippingAddress>
      title={t('shipping.title')}
      description={t('shipping.description')}
      emptyText={t('shipping.empty')}
      addLabel={t('shipping.add')}
      formTitle={(item) => (item ? t('shipping.editTitle') : t('shipping.addTitle'))}
      items={addresses.data}
      isLoading={addresses.isPending}
      loadFailed={addresses.isError}
      retry={() => void addresses.refetch()}
      describe={(item) => ({
        name: item.street,
        lines: [
          `${item.postalCode} ${item.city}`,
          [item.region, countryName(item.country, currentLanguage())].filter(Boolean).join(', '),
        ],
      })}
      renderForm={(item, close) => <ShippingAddressForm item={item} onDone={close} />}
      deleteTitle={t('shipping.deleteTitle')}
      deleteItem={(item) =>
        remove.mutateAsync(item.id).then(
          () => notifySuccess(t('toast.shippingDeleted')),
          () => notifyFailure(t, t('toast.shippingDeleteFailed')),
        )
      }
    />
  );
}

function ShippingAddressForm({ item, onDone }: { item: ShippingAddress | null; onDone: () => void }) {
  const { t } = useTranslation('users');
  const create = useCreateShippingAddress();
  const update = useUpdateShippingAddress();
  const form = useForm<ShippingAddressInput, unknown, z.output<typeof shippingAddressInputSchema>>({
    resolver: zodResolver(shippingAddressInputSchema),
    defaultValues: item
      ? {
          street: item.street,
          city: item.city,
          postalCode: item.postalCode,
          region: item.region,
          country: item.country,
        }
      : { street: '', city: '', postalCode: '', region: '' },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (item) await update.mutateAsync({ ...values, id: item.id });
      else await create.mutateAsync(values);
      notifySuccess(t('toast.shippingSaved'));
      onDone();
    } catch (error) {
      showFieldProblems(error, FIELDS, form.setError, t);
      notifyFailure(t, t('toast.shippingSaveFailed'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput
          label={t('address.street')}
          autoComplete="shipping address-line1"
          required
          data-autofocus
          error={errors.street?.message}
          {...form.register('street')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('address.postalCode')}
            autoComplete="shipping postal-code"
            required
            error={errors.postalCode?.message}
            {...form.register('postalCode')}
          />
          <TextInput
            label={t('address.city')}
            autoComplete="shipping address-level2"
            required
            error={errors.city?.message}
            {...form.register('city')}
          />
        </SimpleGrid>
        <TextInput
          label={t('address.region')}
          autoComplete="shipping address-level1"
          error={errors.region?.message}
          {...form.register('region')}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <CountrySelect
              label={t('address.country')}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={errors.country?.message}
              required
            />
          )}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('details.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('shipping.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
