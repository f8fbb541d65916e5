import { zodResolver } from '@hookform/resolvers/zod';
import { NET_UNITS, productInputSchema, type SellerProduct } from '@glowmarket/shared/catalog';
import { PRODUCT_CONDITIONS } from '@glowmarket/shared/constants';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { EuroField } from '../../../components/euro-input';
import { decimalSeparator } from '../../../lib/format';
import { errorPaths, showFieldProblems } from '../../../lib/form-errors';
import { notifyFailure } from '../../../lib/notify';
import { useCategories } from '../api/get-categories';
import {
  FORM_PATHS,
  languagesWithoutTitle,
  TEXT_FIELDS,
  type ProductFormValues,
  type TextField,
} from './product-form-values';

type ProductOutput = z.output<typeof productInputSchema>;

interface ProductFormProps {
  defaultValues: ProductFormValues;
  /** The language every product needs a title in (the company's); null while it loads. */
  defaultLanguage: LanguageCode | null;
  submitLabel: string;
  onSave: (input: ProductOutput) => Promise<SellerProduct>;
}

const TEXTAREA_ROWS: Record<Exclude<TextField, 'title' | 'specialOffer'>, number> = {
  description: 5,
  action: 3,
  howToUse: 3,
  composition: 4,
};

function languageOf(path: string): LanguageCode | undefined {
  const match = /^translations\.([^.]+)\./.exec(path);
  return LANGUAGES.find((language) => language.code === match?.[1])?.code;
}

/**
 * The product editor: texts in 11 language tabs (each tab flags a missing title; the company's
 * language needs one), prices in euros with cents, category, condition, codes, stock, delivery
 * and net content. Validated by the shared schema; the server's field problems land on the fields.
 */
export function ProductForm({ defaultValues, defaultLanguage, submitLabel, onSave }: ProductFormProps) {
  const { t } = useTranslation('catalog');
  const categories = useCategories();
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
  const { control, register, handleSubmit, setError, setValue, formState } = form;
  const translations = useWatch({ control, name: 'translations' });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const withoutTitle = new Set(languagesWithoutTitle(translations));
  const subcategories = categories.data?.find((category) => category.id === categoryId)?.children ?? [];

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

  const errors = formState.errors;
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
          <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted>
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              {LANGUAGES.map((language) => {
                const missing = withoutTitle.has(language.code);
                const required = language.code === defaultLanguage;
                const hasError = Boolean(errors.translations?.[language.code]);
                return (
                  <Tabs.Tab
                    key={language.code}
                    value={language.code}
                    color={hasError ? 'red' : undefined}
                    rightSection={
                      missing ? (
                        <IconAlertCircle
                          size={14}
                          color={required || hasError ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-yellow-7)'}
                          aria-label={t('editor.noTitle')}
                        />
                      ) : undefined
                    }
                    aria-label={[
                      language.nativeName,
                      required ? `, ${t('editor.required')}` : '',
                      missing ? ` — ${t('editor.noTitle')}` : '',
                    ].join('')}
                  >
                    {language.nativeName}
                    {required && ' *'}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {LANGUAGES.map((language) => {
              const fieldErrors = errors.translations?.[language.code];
              return (
                <Tabs.Panel key={language.code} value={language.code} pt="md">
                  <Stack gap="sm" lang={language.code}>
                    <TextInput
                      label={t('editor.fields.title')}
                      required={language.code === defaultLanguage}
                      maxLength={200}
                      error={fieldErrors?.title?.message}
                      {...register(`translations.${language.code}.title`)}
                    />
                    {TEXT_FIELDS.filter((field) => field !== 'title' && field !== 'specialOffer').map((field) => (
                      <Textarea
                        key={field}
                        label={t(`editor.fields.${field}`)}
                        description={field === 'composition' ? t('editor.compositionHint') : undefined}
                        autosize
                        minRows={TEXTAREA_ROWS[field]}
                        maxRows={12}
                        error={fieldErrors?.[field]?.message}
                        {...register(`translations.${language.code}.${field}`)}
                      />
                    ))}
                    <TextInput
                      label={t('editor.fields.specialOffer')}
                      description={t('editor.specialOfferHint')}
                      maxLength={300}
                      error={fieldErrors?.specialOffer?.message}
                      {...register(`translations.${language.code}.specialOffer`)}
                    />
                  </Stack>
                </Tabs.Panel>
              );
            })}
          </Tabs>
        </Paper>

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

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} fz="h3" mb="md">
            {t('editor.detailsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={control}
              name="categoryId"
              render={({ field, fieldState }) => (
                <NativeSelect
                  label={t('editor.fields.category')}
                  required
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.value);
                    setValue('subcategoryId', null);
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  data={[
                    { value: '', label: t('editor.chooseCategory') },
                    ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
                  ]}
                />
              )}
            />
            <Controller
              control={control}
              name="subcategoryId"
              render={({ field, fieldState }) => (
                <NativeSelect
                  label={t('editor.fields.subcategory')}
                  value={field.value ?? ''}
                  disabled={subcategories.length === 0}
                  onChange={(event) => field.onChange(event.currentTarget.value || null)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  data={[
                    { value: '', label: t('editor.noSubcategory') },
                    ...subcategories.map((subcategory) => ({ value: subcategory.id, label: subcategory.name })),
                  ]}
                />
              )}
            />
            <NativeSelect
              label={t('editor.fields.condition')}
              error={errors.condition?.message}
              data={PRODUCT_CONDITIONS.map((condition) => ({ value: condition, label: t(`condition.${condition}`) }))}
              {...register('condition')}
            />
            <TextInput
              label={t('editor.fields.ean')}
              description={t('editor.eanHint')}
              inputMode="numeric"
              maxLength={13}
              error={errors.ean?.message}
              {...register('ean')}
            />
            <TextInput
              label={t('editor.fields.erpCode')}
              maxLength={64}
              error={errors.erpCode?.message}
              {...register('erpCode')}
            />
            <TextInput
              label={t('editor.fields.productIndex')}
              maxLength={64}
              error={errors.productIndex?.message}
              {...register('productIndex')}
            />
            <WholeNumberField control={control} name="stock" label={t('editor.fields.stock')} />
            <WholeNumberField
              control={control}
              name="deliveryDays"
              label={t('editor.fields.deliveryDays')}
              description={t('editor.deliveryDaysHint')}
              max={365}
            />
            <Controller
              control={control}
              name="netContent"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('editor.fields.netContent')}
                  description={t('editor.netContentHint')}
                  decimalScale={2}
                  decimalSeparator={decimalSeparator()}
                  allowNegative={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="netUnit"
              render={({ field, fieldState }) => (
                <NativeSelect
                  label={t('editor.fields.netUnit')}
                  value={field.value ?? ''}
                  onChange={(event) =>
                    field.onChange(NET_UNITS.find((unit) => unit === event.currentTarget.value) ?? null)
                  }
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  data={[
                    { value: '', label: t('editor.noUnit') },
                    ...NET_UNITS.map((unit) => ({ value: unit, label: unit })),
                  ]}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                mt="lg"
                label={t('editor.fields.active')}
                description={t('editor.activeHint')}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface WholeNumberFieldProps {
  control: Control<ProductFormValues, unknown, ProductOutput>;
  name: 'stock' | 'deliveryDays';
  label: string;
  description?: string;
  max?: number;
}

/** A required count (pieces, days): whole, not negative. */
function WholeNumberField({ control, name, label, description, max }: WholeNumberFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          required
          allowDecimal={false}
          allowNegative={false}
          min={0}
          max={max}
          value={Number.isFinite(field.value) ? field.value : ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
