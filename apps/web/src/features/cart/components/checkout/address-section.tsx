import type { ShippingAddress } from '@glowmarket/shared/users';
import { Checkbox, Radio, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../../components/address-fields';
import { SectionCard } from '../../../../components/section-card';
import { countryLine, NEW, type CheckoutFormApi } from './checkout-form';

/** One of the saved addresses, or a new one (which may be saved to the account with the order). */
export function AddressSection({ form, addresses }: { form: CheckoutFormApi; addresses: ShippingAddress[] }) {
  const { t } = useTranslation('cart');
  const addressId = useWatch({ control: form.control, name: 'addressId' });
  const { errors } = form.formState;
  return (
    <SectionCard title={t('checkout.address.title')} description={t('checkout.address.description')}>
      <Stack gap="md">
        {addresses.length > 0 && (
          <Controller
            control={form.control}
            name="addressId"
            render={({ field }) => (
              <Radio.Group label={t('checkout.address.legend')} value={field.value} onChange={field.onChange}>
                <Stack gap="xs" mt="xs">
                  {addresses.map((address) => (
                    <Radio
                      key={address.id}
                      value={address.id}
                      label={address.street}
                      description={countryLine(address.postalCode, address.city, address.country)}
                    />
                  ))}
                  <Radio value={NEW} label={t('checkout.address.new')} />
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        {addressId === NEW && (
          <Stack gap="sm">
            <AddressFields
              control={form.control}
              register={form.register}
              names={{
                street: 'shippingAddress.street',
                postalCode: 'shippingAddress.postalCode',
                city: 'shippingAddress.city',
                region: 'shippingAddress.region',
                country: 'shippingAddress.country',
              }}
              error={(field) => errors.shippingAddress?.[field]?.message}
              autoComplete="shipping"
              texts={{ ns: 'cart', keyPrefix: 'checkout.address' }}
              required
            />
            <Checkbox label={t('checkout.address.save')} {...form.register('saveAddress')} />
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
