import { CURRENCY_CODES } from '@glowmarket/shared/currencies';
import { LANGUAGES, type LanguageCode } from '@glowmarket/shared/i18n';
import {
  BANNER_ICONS,
  MAX_BANNER_TEXT_LENGTH,
  MAX_HEADER_TEXT_LENGTH,
  type SiteConfiguration,
} from '@glowmarket/shared/site';
import { Alert, Button, Group, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerIcon } from '../../../components/banner-icon';
import { LanguageTabs } from '../../../components/language-tabs';
import { SectionCard } from '../../../components/section-card';
import { fieldMessages } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveSiteConfiguration } from '../api/save-site-configuration';
import { inputOf, priceFieldOf, problemsOf, valuesOf, type ConfigurationValues } from './configuration-values';
import { DefaultPricesFields, type PriceMethod } from './default-prices-fields';

const languageOptions = LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }));
const currencyOptions = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

/** The API's field names this form shows problems beside (default prices are matched by row). */
const FIELDS = [
  'defaultLanguage',
  'defaultCurrency',
  'bannerIcon',
  'appStoreUrl',
  'googlePlayUrl',
  ...LANGUAGES.flatMap((language) => [`headerTexts.${language.code}`, `bannerTexts.${language.code}`]),
  ...Array.from({ length: 20 }, (_, index) =>
    ['methodId', 'price', 'freeFrom', 'deliveryDays'].map((part) => `defaultDeliveryPrices.${index}.${part}`),
  ).flat(),
];

interface ConfigurationFormProps {
  configuration: SiteConfiguration;
  methods: PriceMethod[];
}

/**
 * The configuration page's form (SPEC §2): defaults, the header and banner texts with the banner's
 * icon, the app's store links and the price list new sellers start with, saved together.
 */
export function ConfigurationForm({ configuration, methods }: ConfigurationFormProps) {
  const { t } = useTranslation('admin');
  const methodIds = methods.map((method) => method.id);
  const save = useSaveSiteConfiguration();
  const [values, setValues] = useState<ConfigurationValues>(() => valuesOf(configuration, methodIds));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [language, setLanguage] = useState<string | null>(LANGUAGES[0].code);
  const textsLabel = useId();

  function change(patch: Partial<ConfigurationValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setFailed(false);
  }

  function changeText(kind: 'headerTexts' | 'bannerTexts', code: LanguageCode, text: string) {
    setValues((current) => ({ ...current, [kind]: { ...current[kind], [code]: text } }));
    setProblems(({ [`${kind}.${code}`]: _, ...rest }) => rest);
  }

  /** Problems by the form's own names: a price row's are keyed `prices.<methodId>.<part>`. */
  function byFormField(found: Record<string, string>, input: ReturnType<typeof inputOf>) {
    const out: Record<string, string> = {};
    for (const [field, message] of Object.entries(found)) {
      const price = priceFieldOf(field, input);
      out[price ? `prices.${price.methodId}.${price.part}` : field] = message;
    }
    return out;
  }

  async function submit() {
    const input = inputOf(values, methodIds);
    const found = byFormField(problemsOf(input), input);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFailed(true);
      return;
    }
    try {
      const answer = await save.mutateAsync(input);
      setValues(valuesOf(answer, methodIds));
      setFailed(false);
      notifySuccess(t('configuration.saved'));
    } catch (error) {
      const fields = Object.fromEntries(fieldMessages(error, FIELDS, t).map(({ name, message }) => [name, message]));
      setProblems(byFormField(fields, input));
      setFailed(true);
    }
  }

  const textProblem = (code: LanguageCode) =>
    Boolean(problems[`headerTexts.${code}`] ?? problems[`bannerTexts.${code}`]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <SectionCard title={t('configuration.defaults.title')} description={t('configuration.defaults.hint')}>
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('configuration.defaults.language')}
              data={languageOptions}
              value={values.defaultLanguage}
              onChange={(value) => value && change({ defaultLanguage: value })}
              allowDeselect={false}
              error={problems.defaultLanguage}
              miw={200}
            />
            <Select
              label={t('configuration.defaults.currency')}
              data={currencyOptions}
              value={values.defaultCurrency}
              onChange={(value) => value && change({ defaultCurrency: value })}
              allowDeselect={false}
              error={problems.defaultCurrency}
              miw={200}
            />
          </Group>
        </SectionCard>

        <SectionCard title={t('configuration.texts.title')} description={t('configuration.texts.hint')}>
          <Stack gap="md">
            <Radio.Group
              label={t('configuration.texts.icon')}
              value={values.bannerIcon}
              onChange={(value) => change({ bannerIcon: value })}
              error={problems.bannerIcon}
            >
              <Group gap="md" mt={6}>
                {BANNER_ICONS.map((icon) => (
                  <Radio
                    key={icon}
                    value={icon}
                    label={
                      <Group gap={6} component="span" wrap="nowrap">
                        <BannerIcon name={icon} size={18} />
                        {t(`configuration.icons.${icon}`)}
                      </Group>
                    }
                  />
                ))}
              </Group>
            </Radio.Group>
            <Text fw={500} fz="sm" id={textsLabel}>
              {t('configuration.texts.languages')}
            </Text>
            <LanguageTabs
              value={language}
              onChange={setLanguage}
              invalid={textProblem}
              labelledBy={textsLabel}
              written={{
                languages: LANGUAGES.map((entry) => entry.code).filter(
                  (code) => values.headerTexts[code] ?? values.bannerTexts[code],
                ),
                label: t('configuration.texts.written'),
              }}
            >
              {(code) => (
                <Stack gap="sm">
                  <TextInput
                    label={t('configuration.texts.header')}
                    description={t('configuration.texts.headerHint')}
                    value={values.headerTexts[code] ?? ''}
                    onChange={(event) => changeText('headerTexts', code, event.currentTarget.value)}
                    maxLength={MAX_HEADER_TEXT_LENGTH}
                    error={problems[`headerTexts.${code}`]}
                  />
                  <Textarea
                    label={t('configuration.texts.banner')}
                    description={t('configuration.texts.bannerHint')}
                    value={values.bannerTexts[code] ?? ''}
                    onChange={(event) => changeText('bannerTexts', code, event.currentTarget.value)}
                    maxLength={MAX_BANNER_TEXT_LENGTH}
                    autosize
                    minRows={2}
                    error={problems[`bannerTexts.${code}`]}
                  />
                </Stack>
              )}
            </LanguageTabs>
          </Stack>
        </SectionCard>

        <SectionCard title={t('configuration.apps.title')} description={t('configuration.apps.hint')}>
          <Stack gap="sm">
            <TextInput
              type="url"
              label={t('configuration.apps.appStore')}
              placeholder="https://apps.apple.com/app/…"
              value={values.appStoreUrl}
              onChange={(event) => change({ appStoreUrl: event.currentTarget.value })}
              error={problems.appStoreUrl}
            />
            <TextInput
              type="url"
              label={t('configuration.apps.googlePlay')}
              placeholder="https://play.google.com/store/apps/details?id=…"
              value={values.googlePlayUrl}
              onChange={(event) => change({ googlePlayUrl: event.currentTarget.value })}
              error={problems.googlePlayUrl}
            />
          </Stack>
        </SectionCard>

        <SectionCard title={t('configuration.prices.title')} description={t('configuration.prices.hint')}>
          <DefaultPricesFields
            methods={methods}
            rows={values.prices}
            problems={problems}
            onChange={(methodId, row) => {
              change({ prices: { ...values.prices, [methodId]: row } });
              setProblems((current) =>
                Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`prices.${methodId}.`))),
              );
            }}
          />
        </SectionCard>

        {failed && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t('configuration.saveFailed')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('configuration.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
