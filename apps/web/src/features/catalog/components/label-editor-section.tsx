import type { productInputSchema } from '@glowmarket/shared/catalog';
import { DURABILITY_DATE_BELOW_MONTHS, PAO_MONTHS } from '@glowmarket/shared/cosmetics';
import { Group, NativeSelect, Paper, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountrySelect } from '../../../components/country-select';
import { PaoSymbol } from '../../../components/pao-symbol';
import type { ProductFormValues } from './product-form-values';

type ProductOutput = z.output<typeof productInputSchema>;

/**
 * The particulars the EU label needs (art. 19 of Regulation (EC) No 1223/2009) that are not
 * texts: who is responsible, the CPNP notification, how long the product keeps, where it was made.
 */
export function LabelEditorSection({ form }: { form: UseFormReturn<ProductFormValues, unknown, ProductOutput> }) {
  const { t } = useTranslation('productLabel');
  const { control, register, formState } = form;
  const errors = formState.errors;
  const paoMonths = useWatch({ control, name: 'paoMonths' });

  return (
    <Paper component="section" aria-labelledby="label-editor-title" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="h3" id="label-editor-title">
        {t('label.title')}
      </Title>
      <Text fz="sm" c="dimmed" mt={4} mb="md">
        {t('label.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('label.fields.responsiblePersonName')}
          placeholder={t('label.companyPlaceholder')}
          description={t('label.responsiblePersonHint')}
          maxLength={200}
          error={errors.responsiblePersonName?.message}
          {...register('responsiblePersonName')}
        />
        <Textarea
          label={t('label.fields.responsiblePersonAddress')}
          placeholder={t('label.companyPlaceholder')}
          description={t('label.addressHint')}
          autosize
          minRows={2}
          maxLength={300}
          error={errors.responsiblePersonAddress?.message}
          {...register('responsiblePersonAddress')}
        />
        <TextInput
          label={t('label.fields.cpnpReference')}
          description={t('label.cpnpHint')}
          maxLength={32}
          error={errors.cpnpReference?.message}
          {...register('cpnpReference')}
        />
        <Controller
          control={control}
          name="originCountry"
          render={({ field, fieldState }) => (
            <CountrySelect
              label={t('label.fields.originCountry')}
              placeholder={t('label.originPlaceholder')}
              nothingFoundMessage={t('label.noCountry')}
              autoComplete="off"
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <Controller
            control={control}
            name="paoMonths"
            render={({ field, fieldState }) => (
              <NativeSelect
                style={{ flex: 1 }}
                label={t('label.fields.paoMonths')}
                description={t('label.paoHint')}
                value={field.value == null ? '' : String(field.value)}
                onChange={(event) =>
                  field.onChange(PAO_MONTHS.find((months) => String(months) === event.currentTarget.value) ?? null)
                }
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                data={[
                  { value: '', label: t('label.noPao') },
                  ...PAO_MONTHS.map((months) => ({
                    value: String(months),
                    label: t('label.paoOption', { count: months }),
                  })),
                ]}
              />
            )}
          />
          {paoMonths != null && <PaoSymbol months={paoMonths} size={44} />}
        </Group>
        <Controller
          control={control}
          name="bestBefore"
          render={({ field, fieldState }) => (
            <TextInput
              type="date"
              label={t('label.fields.bestBefore')}
              description={t('label.bestBeforeHint', { months: DURABILITY_DATE_BELOW_MONTHS })}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value || null)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
    </Paper>
  );
}
