import { COMPANY_DESCRIPTION_MAX_LENGTH } from '@glowmarket/shared/companies';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '../../../components/language-tabs';
import { SectionCard } from '../../../components/section-card';
import { languageName } from '../../../lib/format';
import { HINT_BELOW } from '../../../lib/hint-below';
import { describedLanguages, type CompanyFormValues, type CompanyValues } from './company-form-values';

const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));

interface CompanyPresentationSectionProps {
  form: UseFormReturn<CompanyFormValues, unknown, CompanyValues>;
  /** The description's language shown; the form opens the one with a problem. */
  tab: string | null;
  onTabChange: (language: string) => void;
}

/** The company's language and its description in each language, one tab per language. */
export function CompanyPresentationSection({ form, tab, onTabChange }: CompanyPresentationSectionProps) {
  const { t } = useTranslation(['companies', 'common']);
  const { errors } = form.formState;
  const descriptions = useWatch({ control: form.control, name: 'descriptions' });
  return (
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
          <LanguageTabs
            value={tab}
            onChange={onTabChange}
            invalid={(language) => Boolean(errors.descriptions?.[language])}
            written={{ languages: describedLanguages(descriptions), label: t('form.hasDescription') }}
            variant="pills"
            keepMountedMode="display-none"
            labelledBy="company-descriptions-label"
          >
            {(language) => (
              <DescriptionField
                language={language}
                label={t('form.descriptionIn', { language: languageName(language) })}
                length={descriptions?.[language]?.length ?? 0}
                error={errors.descriptions?.[language]?.message}
                registration={form.register(`descriptions.${language}`)}
              />
            )}
          </LanguageTabs>
        </div>
      </Stack>
    </SectionCard>
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
