import type { InvoiceDetails } from '@glowmarket/shared/users';
import { Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../../components/address-fields';
import { SectionCard } from '../../../../components/section-card';
import { countryLine, NEW, type CheckoutForm, type CheckoutFormApi } from './checkout-form';
import type { InvoiceChoice } from './invoice-choice';

type InvoiceField = keyof CheckoutForm['invoice'];

/**
 * A VAT invoice: the switch turns on only once the details are complete (SPEC §4), from the
 * account's saved details or typed here.
 */
export function InvoiceSection({
  form,
  invoices,
  choice,
}: {
  form: CheckoutFormApi;
  invoices: InvoiceDetails[];
  choice: InvoiceChoice;
}) {
  const { t } = useTranslation('cart');
  const invoiceId = useWatch({ control: form.control, name: 'invoiceId' });
  const wantsInvoice = useWatch({ control: form.control, name: 'wantsInvoice' });
  const { errors, touchedFields } = form.formState;
  const ready = choice.details !== null;
  const typedError = (field: InvoiceField) =>
    errors.invoice?.[field]?.message ?? (touchedFields.invoice?.[field] ? choice.problems[field] : undefined);

  return (
    <SectionCard title={t('checkout.invoice.title')} description={t('checkout.invoice.description')}>
      <Stack gap="md">
        <Switch
          label={t('checkout.invoice.toggle')}
          description={ready ? undefined : t('checkout.invoice.incomplete')}
          checked={ready && wantsInvoice}
          disabled={!ready}
          onChange={(event) => form.setValue('wantsInvoice', event.currentTarget.checked)}
        />
        {invoices.length > 0 && (
          <Controller
            control={form.control}
            name="invoiceId"
            render={({ field }) => (
              <Radio.Group label={t('checkout.invoice.legend')} value={field.value} onChange={field.onChange}>
                <Stack gap="xs" mt="xs">
                  {invoices.map((invoice) => (
                    <Radio
                      key={invoice.id}
                      value={invoice.id}
                      label={invoice.entityName}
                      description={`${t('checkout.invoice.taxIdLine', { taxId: invoice.taxId })} · ${
                        invoice.street
                      }, ${countryLine(invoice.postalCode, invoice.city, invoice.country)}`}
                    />
                  ))}
                  <Radio value={NEW} label={t('checkout.invoice.new')} />
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        {invoiceId !== NEW && !ready && (
          <Text fz="sm" c="orange.9">
            {t('checkout.invoice.savedInvalid')}
          </Text>
        )}
        {invoiceId === NEW && (
          <Stack gap="sm">
            <TextInput
              label={t('checkout.invoice.entityName')}
              autoComplete="billing organization"
              error={typedError('entityName')}
              {...form.register('invoice.entityName')}
            />
            <TextInput
              label={t('checkout.invoice.taxId')}
              description={t('checkout.invoice.taxIdHint')}
              error={typedError('taxId')}
              {...form.register('invoice.taxId')}
            />
            <AddressFields
              control={form.control}
              register={form.register}
              names={{
                street: 'invoice.street',
                postalCode: 'invoice.postalCode',
                city: 'invoice.city',
                country: 'invoice.country',
              }}
              error={typedError}
              autoComplete="billing"
              texts={{ ns: 'cart', keyPrefix: 'checkout.address' }}
            />
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
