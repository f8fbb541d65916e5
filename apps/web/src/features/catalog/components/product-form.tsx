import { zodResolver } from '@hookform/resolvers/zod';
import { productInputSchema, type SellerProduct } from '@glowmarket/shared/catalog';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { EuroField } from '../../../components/euro-input';
import { errorPaths, showFieldProblems } from '../../../lib/form-errors';
import { notifyFailure } from '../../../lib/notify';
import { LabelGapsAlert } from './label-gaps-alert';
import { LabelEditorSection } from './label-editor-section';
import { ProductDetailsSection } from './product-details-section';
import { FORM_PATHS, type ProductFormValues } from './product-form-values';
import { ProductTextsSection } from './product-texts-section';

type ProductOutput = z.output<typeof productInputSchema>;

interface ProductFormProps {
  defaultValues: ProductFormValues;
  /** The language every product needs a title in (the company's); null while it loads. */
  defaultLanguage: LanguageCode | null;
  submitLabel: string;
  onSave: (input: ProductOutput) => Promise<SellerProduct>;
  /** The product as last loaded or saved (absent for a new one): its label gaps, ingredients and batches. */
  saved?: SellerProduct;
}

function languageOf(path: string): LanguageCode | undefined {
  const match = /^translations\.([^.]+)\./.exec(path);
  return LANGUAGES.find((language) => language.code === match?.[1])?.code;
}

/**
 * The product editor: texts in 11 language tabs (each tab flags a missing title; the company's
 * language needs one), prices in euros with cents, the EU label particulars, category, condition,
 * codes, stock, delivery and net content. Validated by the shared schema; the server's field
 * problems land on the fields. What the label still lacks is the server's word (`labelGaps`), shown
 * while the product is switched to shown.
 */
export function ProductForm({ defaultValues, defaultLanguage, submitLabel, onSave, saved }: ProductFormProps) {
  const { t } = useTranslation('catalog');
  const [tab, setTab] = useState<string>(defaultLanguage ?? 'en-US');
  const [failed, setFailed] = useState(false);

  const base = zodResolver(productInputSchema) as unknown as Resolver<ProductFormValues, unknown, ProductOutput>;
  const resolver: Resolver<ProductFormValues, unknown, ProductOutput> = async (values, context, options) => {
    const result = await base(values, context, options);
    if (!defaultLanguage || values.translations[defaultLanguage]?.title.trim()) return result;
    // The server refuses a product without a title in the company's language (product_title_missing).
    const errors = result.errors as FieldErrors<ProductFormValues>;
    const translations = (errors.translations ?? {}) as Record<string, Record<string, unknown>>;
    return {
      values: {},
      errors: {
        ...errors,
        translations: {
          ...translations,
          [defaultLanguage]: {
            ...translations[defaultLanguage],
            title: { type: 'required', message: t('editor.titleRequired') },
          },
        },
      } as FieldErrors<ProductFormValues>,
    };
  };

  const form = useForm<ProductFormValues, unknown, ProductOutput>({ resolver, defaultValues, mode: 'onTouched' });
  const { control, handleSubmit, setError, setValue, formState } = form;
  const active = useWatch({ control, name: 'active' });
  // A batched product's stock is the sum of its batches: the form sends what the server counted.
  const batchedStock = saved?.batched ? saved.stock : null;
  useEffect(() => {
    if (batchedStock !== null) setValue('stock', batchedStock);
  }, [batchedStock, setValue]);
  const savedCheck =
    saved && defaultLanguage
      ? { composition: saved.translations[defaultLanguage]?.composition ?? '', ingredients: saved.ingredients }
      : undefined;

  function showFirstError(paths: string[]) {
    const language = paths.map(languageOf).find(Boolean);
    if (language) setTab(language);
  }

  async function submit(values: ProductOutput) {
    setFailed(false);
    try {
      return await onSave(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'product_title_missing') {
        const details = error.details as { language?: string } | undefined;
        const language = LANGUAGES.find((known) => known.code === details?.language)?.code ?? defaultLanguage;
        if (language) {
          setTab(language);
          setError(
            `translations.${language}.title`,
            { type: 'server', message: t('editor.titleRequired') },
            { shouldFocus: true },
          );
        }
        notifyFailure(t, t('errors.product_title_missing', { ns: 'common' }));
        return;
      }
      if (error instanceof ApiError && error.code === 'ean_taken') {
        setError('ean', { type: 'server', message: t('errors.ean_taken', { ns: 'common' }) }, { shouldFocus: true });
        notifyFailure(t, t('errors.ean_taken', { ns: 'common' }));
        return;
      }
      if (error instanceof ApiError && error.code === 'subcategory_mismatch') {
        setError('subcategoryId', { type: 'server', message: t('errors.subcategory_mismatch', { ns: 'common' }) });
        notifyFailure(t, t('errors.subcategory_mismatch', { ns: 'common' }));
        return;
      }
      if (showFieldProblems(error, FORM_PATHS, setError, t)) {
        showFirstError(errorPaths(form.formState.errors));
        return;
      }
      // SPEC §8: 'Failed to save product.'
      setFailed(true);
      notifyFailure(t, t('editor.saveFailed'));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit(
          async (values) => {
            await submit(values);
          },
          (invalid) => showFirstError(errorPaths(invalid)),
        )(event)
      }
    >
      <Stack gap="lg">
        {failed && (
          <Alert color="red" title={t('editor.saveFailed')}>
            {t('editor.saveFailedHint')}
          </Alert>
        )}

        <ProductTextsSection
          form={form}
          defaultLanguage={defaultLanguage}
          tab={tab}
          onTabChange={setTab}
          savedCheck={savedCheck}
        />

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} fz="h3" mb="md">
            {t('editor.priceTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <EuroField
              control={control}
              name="price"
              label={t('editor.fields.price')}
              description={t('editor.priceHint')}
              required
            />
            <EuroField
              control={control}
              name="lastPrice"
              label={t('editor.fields.lastPrice')}
              description={t('editor.lastPriceHint')}
              nullable
            />
          </SimpleGrid>
        </Paper>

        <LabelEditorSection form={form} />

        <ProductDetailsSection form={form} batchedStock={batchedStock} />

        {/* Shown as soon as the switch says "shown", before saving: publishing is allowed, but warned about. */}
        {active !== false && saved && <LabelGapsAlert gaps={saved.labelGaps} />}

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
