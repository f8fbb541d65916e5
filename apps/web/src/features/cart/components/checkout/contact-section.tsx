import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../../components/phone-field';
import { SectionCard } from '../../../../components/section-card';
import type { CheckoutFormApi } from './checkout-form';

/** The person the parcels go to and whom sellers and couriers contact; filled in from the profile. */
export function ContactSection({ form }: { form: CheckoutFormApi }) {
  const { t } = useTranslation('cart');
  const { errors } = form.formState;
  return (
    <SectionCard title={t('checkout.contact.title')} description={t('checkout.contact.description')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('checkout.contact.firstName')}
          autoComplete="shipping given-name"
          required
          error={errors.contact?.firstName?.message}
          {...form.register('contact.firstName')}
        />
        <TextInput
          label={t('checkout.contact.lastName')}
          autoComplete="shipping family-name"
          required
          error={errors.contact?.lastName?.message}
          {...form.register('contact.lastName')}
        />
        <TextInput
          label={t('checkout.contact.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.contact?.email?.message}
          {...form.register('contact.email')}
        />
        <PhoneField
          control={form.control}
          name="contact.phone"
          label={t('checkout.contact.phone')}
          description={t('checkout.contact.phoneHint')}
          autoComplete="shipping tel"
          required
          error={errors.contact?.phone?.message}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
