import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryCode } from '@glowmarket/shared/countries';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import { shopInputSchema, type SellerShop } from '@glowmarket/shared/shops';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountrySelect } from '../../../components/country-select';
import { LanguageTabs } from '../../../components/language-tabs';
import { errorPaths, fieldMessages } from '../../../lib/form-errors';
import { HINT_BELOW } from '../../../lib/hint-below';
import { notifyFailure } from '../../../lib/notify';
import { HoursEditor } from './hours-editor';
import { ShopFormContact } from './shop-form-contact';
import { ShopFormLocation } from './shop-form-location';
import { FORM_PATHS, languageOfPath, languagesWithoutTitle, type ShopFormValues } from './shop-form-values';
import '../../../lib/zod-messages';

type ShopOutput = z.output<typeof shopInputSchema>;

interface ShopFormProps {
  defaultValues: ShopFormValues;
  /** The language every shop needs a title in (the company's); null while it loads. */
  defaultLanguage: LanguageCode | null;
  /** The company's country, chosen for a new shop whose country is still empty once it loads. */
  defaultCountry?: CountryCode | null;
  submitLabel: string;
  onSave: (input: ShopOutput) => Promise<SellerShop>;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="h3" mb={hint ? 4 : 'md'}>
        {title}
      </Title>
      {hint && (
        <Text fz="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/**
 * The shop editor: title and description in 11 language tabs (the company's language needs a
 * title), the address and its place on the map, the week's opening hours, contact and switches.
 * Validated by the shared schema; the server's field problems land on the fields.
 */
export function ShopForm({ defaultValues, defaultLanguage, defaultCountry, submitLabel, onSave }: ShopFormProps) {
  const { t } = useTranslation(['myShops', 'common']);
  // The server's field problems are worded with `validation.*`, which lives in `common`.
  const { t: tCommon } = useTranslation('common');
  // Until the seller picks a tab, the company's language is shown (it may load after the form).
  const [pickedTab, setTab] = useState<string | null>(null);
  const tab = pickedTab ?? defaultLanguage ?? 'en-US';
  const [failed, setFailed] = useState(false);

  const base = zodResolver(shopInputSchema) as unknown as Resolver<ShopFormValues, unknown, ShopOutput>;
  const resolver: Resolver<ShopFormValues, unknown, ShopOutput> = async (values, context, options) => {
    const result = await base(values, context, options);
    if (!defaultLanguage || values.translations[defaultLanguage]?.title.trim()) return result;
    // The server refuses a shop without a title in the company's language.
    const errors = result.errors as FieldErrors<ShopFormValues>;
    const translations = (errors.translations ?? {}) as Record<string, Record<string, unknown>>;
    const merged = {
      ...translations,
      [defaultLanguage]: {
        ...translations[defaultLanguage],
        title: { type: 'required', message: t('form.titleRequired') },
      },
    };
    // The texts come first in the form, so their problem is the first one shown.
    return {
      values: {},
      errors: Object.assign({ translations: merged }, errors, { translations: merged }) as FieldErrors<ShopFormValues>,
    };
  };

  const form = useForm<ShopFormValues, unknown, ShopOutput>({ resolver, defaultValues, mode: 'onTouched' });
  const { control, register, handleSubmit, setError, setFocus, setValue, getValues, formState } = form;
  const translations = useWatch({ control, name: 'translations' });
  const title =
    (defaultLanguage && translations[defaultLanguage]?.title.trim()) ||
    Object.values(translations)
      .find((texts) => texts.title.trim())
      ?.title.trim() ||
    t('form.pinLabel');

  useEffect(() => {
    // A new shop is most likely in the company's country; the company may load after the form.
    if (defaultCountry && !getValues('address.country')) setValue('address.country', defaultCountry);
  }, [defaultCountry, getValues, setValue]);

  /** Opens the tab of the first field in trouble, then focuses it (a hidden tab's field cannot take focus). */
  function showFirstError(paths: string[]) {
    const first = paths[0];
    if (!first) return;
    const language = languageOfPath(first);
    if (language) setTab(language);
    window.setTimeout(() => setFocus(first as Path<ShopFormValues>));
  }

  async function submit(values: ShopOutput) {
    setFailed(false);
    try {
      await onSave(values);
    } catch (error) {
      const problems = fieldMessages(error, FORM_PATHS, tCommon);
      if (problems.length > 0) {
        problems.forEach(({ name, message }) => setError(name, { type: 'server', message }));
        showFirstError(problems.map((problem) => problem.name));
        return;
      }
      // SPEC §8: 'Error adding shop.'
      setFailed(true);
      notifyFailure(t, t('errors.shop_save_failed', { ns: 'common' }));
    }
  }

  const errors = formState.errors;
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit, (invalid) => showFirstError(errorPaths(invalid)))(event)}
    >
      <Stack gap="lg">
        {failed && (
          <Alert color="red" title={t('errors.shop_save_failed', { ns: 'common' })}>
            {t('form.saveFailedHint')}
          </Alert>
        )}

        <Section
          title={t('form.textsTitle')}
          hint={
            defaultLanguage
              ? t('form.textsHint', { language: LANGUAGES.find((known) => known.code === defaultLanguage)?.nativeName })
              : t('form.textsHintNoLanguage')
          }
        >
          <LanguageTabs
            value={tab}
            onChange={setTab}
            invalid={(language) => Boolean(errors.translations?.[language])}
            titles={{
              missing: new Set(languagesWithoutTitle(translations)),
              required: defaultLanguage,
              requiredLabel: t('form.required'),
              missingLabel: t('form.noTitle'),
            }}
          >
            {(language) => (
              <Stack gap="sm" lang={language}>
                <TextInput
                  label={t('form.title')}
                  required={language === defaultLanguage}
                  maxLength={200}
                  error={errors.translations?.[language]?.title?.message}
                  {...register(`translations.${language}.title`)}
                />
                <Textarea
                  label={t('form.description')}
                  description={t('form.descriptionHint')}
                  inputWrapperOrder={HINT_BELOW}
                  autosize
                  minRows={4}
                  maxRows={12}
                  maxLength={5000}
                  error={errors.translations?.[language]?.description?.message}
                  {...register(`translations.${language}.description`)}
                />
              </Stack>
            )}
          </LanguageTabs>
        </Section>

        <Section title={t('form.addressTitle')}>
          <Stack gap="md">
            <TextInput
              label={t('form.street')}
              required
              maxLength={200}
              autoComplete="street-address"
              error={errors.address?.street?.message}
              {...register('address.street')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('form.postalCode')}
                required
                maxLength={20}
                autoComplete="postal-code"
                error={errors.address?.postalCode?.message}
                {...register('address.postalCode')}
              />
              <TextInput
                label={t('form.city')}
                required
                maxLength={100}
                autoComplete="address-level2"
                error={errors.address?.city?.message}
                {...register('address.city')}
              />
              <Controller
                control={control}
                name="address.country"
                render={({ field, fieldState }) => (
                  <CountrySelect
                    label={t('form.country')}
                    placeholder={t('form.countryPlaceholder')}
                    nothingFoundMessage={t('form.noCountry')}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    required
                  />
                )}
              />
            </SimpleGrid>
            <ShopFormLocation form={form} pinLabel={title} />
          </Stack>
        </Section>

        <Section title={t('hours.title')} hint={t('hours.hint')}>
          <HoursEditor control={control} register={register} />
        </Section>

        <Section title={t('form.contactTitle')}>
          <ShopFormContact form={form} />
        </Section>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
