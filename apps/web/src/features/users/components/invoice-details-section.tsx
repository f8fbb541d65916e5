import { zodResolver } from '@hookform/resolvers/zod';
import { countryName } from '@glowmarket/shared/countries';
import { invoiceDetailsInputSchema, type InvoiceDetails, type InvoiceDetailsInput } from '@glowmarket/shared/users';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInvoiceDetails } from '../../../components/account/get-invoice-details';
import { showFieldProblems } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useCreateInvoiceDetails } from '../api/create-invoice-details';
import { useDeleteInvoiceDetails } from '../api/delete-invoice-details';
import { useUpdateInvoiceDetails } from '../api/update-invoice-details';
import { CountrySelect } from './country-select';
import { SavedDetailsList } from './saved-details-list';
import '../../../lib/zod-messages';

const FIELDS = ['entityName', 'taxId', 'street', 'city', 'postalCode', 'country'] as const;

/** The companies or people a VAT invoice can be made out to; checkout offers them. */
export function InvoiceDetailsSection() {
  const { t } = useTranslation('users');
  const details = useInvoiceDetails();
  const remove = useDeleteInvoiceDetails();

  return (
    <SavedDetailsList<InvoiceDetails>
      title={t('invoice.title')}
      description={t('invoice.description')}
      emptyText={t('invoice.empty')}
      addLabel={t('invoice.add')}
      formTitle={(item) => (item ? t('invoice.editTitle') : t('invoice.addTitle'))}
      items={details.data}
      isLoading={details.isPending}
      loadFailed={details.isError}
      retry={() => void details.refetch()}
      describe={(item) => ({
        name: item.entityName,
        lines: [
          t('invoice.taxIdLine', { taxId: item.taxId }),
          item.street,
          `${item.postalCode} ${item.city}, ${countryName(item.country, currentLanguage())}`,
        ],
      })}
      renderForm={(item, close) => <InvoiceDetailsForm item={item} onDone={close} />}
      deleteTitle={t('invoice.deleteTitle')}
      deleteItem={(item) =>
        remove.mutateAsync(item.id).then(
          () => notifySuccess(t('toast.invoiceDeleted')),
          () => notifyFailure(t, t('toast.invoiceDeleteFailed')),
        )
      }
    />
  );
}

function InvoiceDetailsForm({ item, onDone }: { item: InvoiceDetails | null; onDone: () => void }) {
  const { t } = useTranslation('users');
  const create = useCreateInvoiceDetails();
  const update = useUpdateInvoiceDetails();
  const form = useForm<InvoiceDetailsInput>({
    resolver: zodResolver(invoiceDetailsInputSchema),
    defaultValues: item
      ? {
          entityName: item.entityName,
          taxId: item.taxId,
          street: item.street,
          city: item.city,
          postalCode: item.postalCode,
          country: item.country,
        }
      : { entityName: '', taxId: '', street: '', city: '', postalCode: '' },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (item) await update.mutateAsync({ ...values, id: item.id });
      else await create.mutateAsync(values);
      notifySuccess(t('toast.invoiceSaved'));
      onDone();
    } catch (error) {
      showFieldProblems(error, FIELDS, form.setError, t);
      notifyFailure(t, t('toast.invoiceSaveFailed'));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput
          label={t('invoice.entityName')}
          autoComplete="billing organization"
          required
          data-autofocus
          error={errors.entityName?.message}
          {...form.register('entityName')}
        />
        <TextInput
          label={t('invoice.taxId')}
          description={t('invoice.taxIdHint')}
          required
          error={errors.taxId?.message}
          {...form.register('taxId')}
        />
        <TextInput
          label={t('address.street')}
          autoComplete="billing address-line1"
          required
          error={errors.street?.message}
          {...form.register('street')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('address.postalCode')}
            autoComplete="billing postal-code"
            required
            error={errors.postalCode?.message}
            {...form.register('postalCode')}
          />
          <TextInput
            label={t('address.city')}
            autoComplete="billing address-level2"
            required
            error={errors.city?.message}
            {...form.register('city')}
          />
        </SimpleGrid>
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
            {t('invoice.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
