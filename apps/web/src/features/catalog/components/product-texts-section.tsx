import type { productInputSchema } from '@glowmarket/shared/catalog';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import { Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LanguageTabs } from '../../../components/language-tabs';
import { languagesWithoutTitle, TEXT_FIELDS, type ProductFormValues, type TextField } from './product-form-values';

const TEXTAREA_ROWS: Record<Exclude<TextField, 'title' | 'specialOffer'>, number> = {
  description: 5,
  action: 3,
  howToUse: 3,
  composition: 4,
};

interface ProductTextsSectionProps {
  form: UseFormReturn<ProductFormValues, unknown, z.output<typeof productInputSchema>>;
  defaultLanguage: LanguageCode | null;
  tab: string;
  onTabChange: (language: string) => void;
}

/** The product's texts in 11 language tabs; each tab flags a missing title, the company's language needs one. */
export function ProductTextsSection({ form, defaultLanguage, tab, onTabChange }: ProductTextsSectionProps) {
  const { t } = useTranslation('catalog');
  const { control, register, formState } = form;
  const translations = useWatch({ control, name: 'translations' });
  const errors = formState.errors.translations;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="h3">
        {t('editor.textsTitle')}
      </Title>
      <Text fz="sm" c="dimmed" mt={4} mb="md">
        {defaultLanguage
          ? t('editor.textsHint', {
              language: LANGUAGES.find((known) => known.code === defaultLanguage)?.nativeName,
            })
          : t('editor.textsHintNoLanguage')}
      </Text>
      <LanguageTabs
        value={tab}
        onChange={onTabChange}
        invalid={(language) => Boolean(errors?.[language])}
        titles={{
          missing: new Set(languagesWithoutTitle(translations)),
          required: defaultLanguage,
          requiredLabel: t('editor.required'),
          missingLabel: t('editor.noTitle'),
        }}
      >
        {(language) => (
          <Stack gap="sm" lang={language}>
            <TextInput
              label={t('editor.fields.title')}
              required={language === defaultLanguage}
              maxLength={200}
              error={errors?.[language]?.title?.message}
              {...register(`translations.${language}.title`)}
            />
            {TEXT_FIELDS.filter((field) => field !== 'title' && field !== 'specialOffer').map((field) => (
              <Textarea
                key={field}
                label={t(`editor.fields.${field}`)}
                description={field === 'composition' ? t('editor.compositionHint') : undefined}
                autosize
                minRows={TEXTAREA_ROWS[field]}
                maxRows={12}
                error={errors?.[language]?.[field]?.message}
                {...register(`translations.${language}.${field}`)}
              />
            ))}
            <TextInput
              label={t('editor.fields.specialOffer')}
              description={t('editor.specialOfferHint')}
              maxLength={300}
              error={errors?.[language]?.specialOffer?.message}
              {...register(`translations.${language}.specialOffer`)}
            />
          </Stack>
        )}
      </LanguageTabs>
    </Paper>
  );
}
