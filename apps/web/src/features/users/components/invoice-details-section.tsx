import { zodResolver } from '@hookform/resolvers/zod';
import { countryName } from '@glowmarket/shared/countries';
import { invoiceDetailsInputSchema, type InvoiceDetails, type InvoiceDetailsInput } from '@glowmarket/shared/users';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInvoiceDetails } from '../../../api/account';
import { AddressFields } from '../../../components/address-fields';
import { showFieldProblems } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useCreateInvoiceDetails } from '../api/create-invoice-details';
import { useDeleteInvoiceDetails } from '../api/delete-invoice-details';
import { useUpdateInvoiceDetails } from '../api/update-invoice-details';
import { SavedDetailsForm } from './saved-details-form';
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
    <SavedDetailsForm
      onSubmit={(event) => void submit(event)}
      onCancel={onDone}
      pending={pending}
      saveLabel={t('invoice.save')}
    >
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
      <AddressFields
        control={form.control}
        register={form.register}
        names={{ street: 'street', postalCode: 'postalCode', city: 'city', country: 'country' }}
        error={(field) => errors[field]?.message}
        autoComplete="billing"
        texts={{ ns: 'users', keyPrefix: 'address' }}
        required
      />
    </SavedDetailsForm>
  );
}
