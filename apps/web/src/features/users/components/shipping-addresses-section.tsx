import { zodResolver } from '@hookform/resolvers/zod';
import { countryName } from '@glowmarket/shared/countries';
import { shippingAddressInputSchema, type ShippingAddress, type ShippingAddressInput } from '@glowmarket/shared/users';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCreateShippingAddress, useShippingAddresses } from '../../../api/account';
import { AddressFields } from '../../../components/address-fields';
import { showFieldProblems } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDeleteShippingAddress } from '../api/delete-shipping-address';
import { useUpdateShippingAddress } from '../api/update-shipping-address';
import { SavedDetailsForm } from './saved-details-form';
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
    <SavedDetailsForm
      onSubmit={(event) => void submit(event)}
      onCancel={onDone}
      pending={pending}
      saveLabel={t('shipping.save')}
    >
      <AddressFields
        control={form.control}
        register={form.register}
        names={{ street: 'street', postalCode: 'postalCode', city: 'city', region: 'region', country: 'country' }}
        error={(field) => errors[field]?.message}
        autoComplete="shipping"
        texts={{ ns: 'users', keyPrefix: 'address' }}
        required
        autoFocus
      />
    </SavedDetailsForm>
  );
}
