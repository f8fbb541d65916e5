import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_DESCRIPTION_MAX_LENGTH, companyInputSchema, type CompanyInput } from '@glowmarket/shared/companies';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import {
  Alert,
  Box,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { PhoneField as SharedPhoneField } from '../../../components/phone-field';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { errorPaths, showFieldProblems } from '../../../lib/form-errors';
import { languageName } from '../../../lib/format';
import { notifyFailure } from '../../../lib/notify';
import {
  COMPANY_FORM_FIELDS,
  describedLanguages,
  toCompanyInput,
  type CompanyFormValues,
  type CompanyValues,
} from './company-form-values';
import '../../../lib/zod-messages';

/** Hints go under the fields, so fields side by side line up whatever their hints' length. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));

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
  const [country, descriptions] = useWatch({ control: form.control, name: ['companyAddress.country', 'descriptions'] });
  const described = describedLanguages(descriptions);
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

          <SectionCard title={t('form.privateContactSection')} description={t('form.privateContactSectionHint')}>
            <Stack>
              <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
                {t('form.privateNotice')}
              </Alert>
              <TextInput
                label={t('form.contactPerson')}
                autoComplete="name"
                required
                error={errors.contactPerson?.message}
                {...form.register('contactPerson')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('form.contactEmail')}
                  type="email"
                  autoComplete="email"
                  required
                  error={errors.contactEmail?.message}
                  {...form.register('contactEmail')}
                />
                <PhoneField
                  control={form.control}
                  name="contactPhone"
                  label={t('form.contactPhone')}
                  error={errors.contactPhone?.message}
                />
              </SimpleGrid>
            </Stack>
          </SectionCard>

          <SectionCard title={t('form.publicContactSection')} description={t('form.publicContactSectionHint')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('form.publicEmail')}
                type="email"
                autoComplete="off"
                error={errors.publicEmail?.message}
                {...form.register('publicEmail')}
              />
              <PhoneField
                control={form.control}
                name="publicPhone"
                label={t('form.publicPhone')}
                error={errors.publicPhone?.message}
              />
            </SimpleGrid>
          </SectionCard>

          <SectionCard title={t('form.presentationSection')} description={t('form.presentationSectionHint')}>
            <Stack>
              <Controller
                control={form.control}
                name="defaultLanguage"
                render={({ field }) => (
                  <Select
                    label={t('form.defaultLanguage')}
                    inputWrapperOrder={HINT_BELOW}
                    description={t('form.defaultLanguageHint')}
                    data={languageOptions}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    allowDeselect={false}
                    required
                    maw={{ sm: 320 }}
                    error={errors.defaultLanguage?.message}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <div>
                <Text fz="sm" fw={500} id="company-descriptions-label">
                  {t('form.descriptions')}
                </Text>
                <Text fz="xs" c="dimmed" mb="xs">
                  {t('form.descriptionsHint')}
                </Text>
                <Tabs value={tab} onChange={setTab} variant="pills" keepMountedMode="display-none">
                  <Tabs.List aria-labelledby="company-descriptions-label">
                    {LANGUAGES.map((language) => (
                      <Tabs.Tab
                        key={language.code}
                        value={language.code}
                        color={errors.descriptions?.[language.code] ? 'red' : undefined}
                        rightSection={
                          described.includes(language.code) ? (
                            <>
                              <IconCircleCheckFilled size={14} aria-hidden />
                              <VisuallyHidden>{t('form.hasDescription')}</VisuallyHidden>
                            </>
                          ) : null
                        }
                      >
                        {language.nativeName}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  {LANGUAGES.map((language) => (
                    <Tabs.Panel key={language.code} value={language.code} pt="md">
                      <DescriptionField
                        language={language.code}
                        label={t('form.descriptionIn', { language: languageName(language.code) })}
                        length={descriptions?.[language.code]?.length ?? 0}
                        error={errors.descriptions?.[language.code]?.message}
                        registration={form.register(`descriptions.${language.code}`)}
                      />
                    </Tabs.Panel>
                  ))}
                </Tabs>
              </div>
            </Stack>
          </SectionCard>

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

function DescriptionField({
  language,
  label,
  length,
  error,
  registration,
}: {
  language: LanguageCode;
  label: string;
  length: number;
  error: string | undefined;
  registration: UseFormRegisterReturn<`descriptions.${LanguageCode}`>;
}) {
  const { t } = useTranslation('companies');
  return (
    <Textarea
      label={label}
      description={t('form.characters', { count: length, max: COMPANY_DESCRIPTION_MAX_LENGTH })}
      inputWrapperOrder={HINT_BELOW}
      lang={language}
      autosize
      minRows={5}
      maxRows={14}
      maxLength={COMPANY_DESCRIPTION_MAX_LENGTH}
      error={error}
      {...registration}
    />
  );
}

function PhoneField({
  control,
  name,
  label,
  error,
}: {
  control: Control<CompanyFormValues, unknown, CompanyValues>;
  name: 'contactPhone' | 'publicPhone';
  label: string;
  error: string | undefined;
}) {
  const { t } = useTranslation('companies');
  return (
    <Box>
      <SharedPhoneField
        control={control}
        name={name}
        label={label}
        inputWrapperOrder={HINT_BELOW}
        description={t('form.phoneHint')}
        autoComplete={name === 'contactPhone' ? 'tel' : 'off'}
        error={error}
      />
    </Box>
  );
}
