import type { productInputSchema } from '@glowmarket/shared/catalog';
import type { LabelIngredient } from '@glowmarket/shared/cosmetics';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import { Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LanguageTabs } from '../../../components/language-tabs';
import { CompositionCheck } from './label-editor-ingredients';
import { languagesWithoutTitle, TEXT_FIELDS, type ProductFormValues, type TextField } from './product-form-values';

const TEXTAREA_ROWS: Record<Exclude<TextField, 'title' | 'specialOffer'>, number> = {
  description: 5,
  action: 3,
  howToUse: 3,
  composition: 4,
  function: 2,
  precautions: 3,
};

/** Texts the EU label asks for (art. 19(1)(d) and (f)): worded and hinted in the label's namespace. */
const LABEL_TEXTS: Partial<Record<TextField, string>> = {
  function: 'label.functionHint',
  precautions: 'label.precautionsHint',
};

interface ProductTextsSectionProps {
  form: UseFormReturn<ProductFormValues, unknown, z.output<typeof productInputSchema>>;
  defaultLanguage: LanguageCode | null;
  tab: string;
  onTabChange: (language: string) => void;
  /** The saved composition in the company's language and the server's reading of it. */
  savedCheck?: { composition: string; ingredients: readonly LabelIngredient[] };
}

/** The product's texts in 11 language tabs; each tab flags a missing title, the company's language needs one. */
export function ProductTextsSection({ form, defaultLanguage, tab, onTabChange, savedCheck }: ProductTextsSectionProps) {
  const { t } = useTranslation(['catalog', 'productLabel']);
  const { control, register, formState } = form;
  const translations = useWatch({ control, name: 'translations' });
  const errors = formState.errors.translations;
  const hintOf = (field: TextField) => {
    if (field === 'composition') return t('editor.compositionHint');
    const key = LABEL_TEXTS[field];
    return key ? t(key, { ns: 'productLabel' }) : undefined;
  };

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
              <Fragment key={field}>
                <Textarea
                  label={
                    field in LABEL_TEXTS
                      ? t(`label.fields.${field}`, { ns: 'productLabel' })
                      : t(`editor.fields.${field}`)
                  }
                  description={hintOf(field)}
                  autosize
                  minRows={TEXTAREA_ROWS[field]}
                  maxRows={12}
                  maxLength={field === 'function' ? 300 : undefined}
                  error={errors?.[language]?.[field]?.message}
                  {...register(`translations.${language}.${field}`)}
                />
                {field === 'composition' && (
                  <CompositionCheck
                    composition={translations[language]?.composition ?? ''}
                    enabled={language === tab}
                    saved={language === defaultLanguage ? savedCheck : undefined}
                  />
                )}
              </Fragment>
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
