import { zodResolver } from '@hookform/resolvers/zod';
import { companyInputSchema, type CompanyInput } from '@glowmarket/shared/companies';
import { LANGUAGES } from '@glowmarket/shared/i18n';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type DefaultValues, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { errorPaths, showFieldProblems } from '../../../lib/form-errors';
import { HINT_BELOW } from '../../../lib/hint-below';
import { notifyFailure } from '../../../lib/notify';
import { CompanyContactSections } from './company-contact-sections';
import { COMPANY_FORM_FIELDS, toCompanyInput, type CompanyFormValues, type CompanyValues } from './company-form-values';
import { CompanyPresentationSection } from './company-presentation-section';
import '../../../lib/zod-messages';

interface CompanyFormProps {
  defaultValues: DefaultValues<CompanyFormValues>;
  submitLabel: string;
  /**
   * Sends the checked form; throws ApiError when the server refuses it. What it resolves to, if
   * anything, becomes the form's new unchanged state (the company as the server saved it).
   */
  onSave: (input: CompanyInput) => Promise<CompanyFormValues | void>;
  /** The toast for a failure the form cannot explain, e.g. "Failed to add company. Please try again." */
  failureMessage: string;
  /** The caller is still finishing its own work (e.g. uploads): nothing can be changed meanwhile. */
  busy?: boolean;
  /** Sections after the form's own, before the submit button: the images chosen with a registration. */
  children?: ReactNode;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The company's data in sections — company, bank, private and public contact, presentation — as
 * registration and the company-data page use it. The shared zod schema checks it; the server's
 * refusals land next to their fields.
 */
export function CompanyForm({
  defaultValues,
  submitLabel,
  onSave,
  failureMessage,
  busy = false,
  children,
}: CompanyFormProps) {
  const { t } = useTranslation(['companies', 'common']);
  const form = useForm<CompanyFormValues, unknown, CompanyValues>({
    resolver: zodResolver(companyInputSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const country = useWatch({ control: form.control, name: 'companyAddress.country' });
  const [tab, setTab] = useState<string | null>(
    typeof defaultValues.defaultLanguage === 'string' ? defaultValues.defaultLanguage : (LANGUAGES[0]?.code ?? null),
  );

  function showDescriptionError(paths: string[]) {
    const language = paths.find((path) => path.startsWith('descriptions.'))?.slice('descriptions.'.length);
    if (language && !paths.some((path) => !path.startsWith('descriptions.'))) setTab(language);
  }

  function explainFailure(error: unknown) {
    if (error instanceof ApiError) {
      if (error.code === 'company_required_fields' || error.code === 'validation_failed') {
        showFieldProblems(error, COMPANY_FORM_FIELDS, form.setError, t);
        notifyFailure(t, t(`errors.${error.code}`, { ns: 'common' }));
        return;
      }
      if (error.code === 'company_nip_taken') {
        const message = t('errors.company_nip_taken', { ns: 'common' });
        form.setError('nip_tax', { type: 'server', message }, { shouldFocus: true });
        notifyFailure(t, message);
        return;
      }
      if (error.code === 'company_exists') {
        notifyFailure(t, t('errors.company_exists', { ns: 'common' }));
        return;
      }
    }
    notifyFailure(t, failureMessage);
  }

  function explainInvalid(invalid: FieldErrors<CompanyFormValues>) {
    const paths = errorPaths(invalid);
    showDescriptionError(paths);
    // SPEC §5: a missing required field is announced as such; other problems point at the fields.
    const missing = paths.some((path) => isBlank(form.getValues(path as Path<CompanyFormValues>)));
    notifyFailure(t, missing ? t('errors.company_required_fields', { ns: 'common' }) : t('form.checkFields'));
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSave(toCompanyInput(values));
      if (saved) form.reset(saved);
    } catch (error) {
      explainFailure(error);
    }
  }, explainInvalid);

  const pending = isSubmitting || busy;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Fieldset variant="unstyled" disabled={pending} p={0} m={0}>
        <Stack gap="lg">
          <SectionCard title={t('form.companySection')} description={t('form.companySectionHint')}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('form.companyName')}
                  inputWrapperOrder={HINT_BELOW}
                  description={t('form.companyNameHint')}
                  autoComplete="organization"
                  required
                  error={errors.companyName?.message}
                  {...form.register('companyName')}
                />
                <TextInput
                  label={t('form.companyNameShort')}
                  inputWrapperOrder={HINT_BELOW}
                  description={t('form.companyNameShortHint')}
                  required
                  error={errors.companyNameShort?.message}
                  {...form.register('companyNameShort')}
                />
              </SimpleGrid>
              <TextInput
                label={t('form.street')}
                autoComplete="address-line1"
                required
                error={errors.companyAddress?.street?.message}
                {...form.register('companyAddress.street')}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t('form.postalCode')}
                  autoComplete="postal-code"
                  required
                  error={errors.companyAddress?.postalCode?.message}
                  {...form.register('companyAddress.postalCode')}
                />
                <TextInput
                  label={t('form.city')}
                  autoComplete="address-level2"
                  required
                  error={errors.companyAddress?.city?.message}
                  {...form.register('companyAddress.city')}
                />
                <Controller
                  control={form.control}
                  name="companyAddress.country"
                  render={({ field }) => (
                    <CountrySelect
                      label={t('form.country')}
                      placeholder={t('form.countryPlaceholder')}
                      nothingFoundMessage={t('form.noCountry')}
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value ?? undefined)}
                      onBlur={field.onBlur}
                      error={errors.companyAddress?.country?.message}
                      required
                    />
                  )}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('form.nipTax')}
                  inputWrapperOrder={HINT_BELOW}
                  description={country === 'PL' ? t('form.nipTaxHintPoland') : t('form.nipTaxHint')}
                  required
                  error={errors.nip_tax?.message}
                  {...form.register('nip_tax')}
                />
                <TextInput
                  label={t('form.vatNumber')}
                  inputWrapperOrder={HINT_BELOW}
                  description={t('form.vatNumberHint')}
                  error={errors.id_Tax?.message}
                  {...form.register('id_Tax')}
                />
              </SimpleGrid>
              <TextInput
                label={t('form.webPage')}
                inputWrapperOrder={HINT_BELOW}
                description={t('form.webPageHint')}
                type="url"
                inputMode="url"
                autoComplete="url"
                error={errors.webPage?.message}
                {...form.register('webPage')}
              />
            </Stack>
          </SectionCard>

          <SectionCard title={t('form.bankSection')} description={t('form.bankSectionHint')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('form.iban')}
                inputWrapperOrder={HINT_BELOW}
                description={t('form.ibanHint')}
                required
                autoCapitalize="characters"
                spellCheck={false}
                error={errors.iban?.message}
                {...form.register('iban')}
              />
              <TextInput
                label={t('form.bic')}
                inputWrapperOrder={HINT_BELOW}
                description={t('form.bicHint')}
                autoCapitalize="characters"
                spellCheck={false}
                error={errors.bic?.message}
                {...form.register('bic')}
              />
            </SimpleGrid>
          </SectionCard>

          <CompanyContactSections form={form} />

          <CompanyPresentationSection form={form} tab={tab} onTabChange={setTab} />

          {children}

          <Group justify="flex-end">
            <Button type="submit" size="md" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
