import { NET_UNITS, type productInputSchema } from '@glowmarket/shared/catalog';
import { PRODUCT_CONDITIONS } from '@glowmarket/shared/constants';
import { NativeSelect, NumberInput, Paper, SimpleGrid, Switch, TextInput, Title } from '@mantine/core';
import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { decimalSeparator } from '../../../lib/format';
import { useCategories } from '../api/get-categories';
import type { ProductFormValues } from './product-form-values';

type ProductOutput = z.output<typeof productInputSchema>;

interface ProductDetailsSectionProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductOutput>;
  /** Set when the stock is kept in batches: their sellable sum, shown but not typed. */
  batchedStock: number | null;
}

/** Category, condition, codes, stock, days to ship, net content and whether the product is shown. */
export function ProductDetailsSection({ form, batchedStock }: ProductDetailsSectionProps) {
  const { t } = useTranslation(['catalog', 'productLabel']);
  const categories = useCategories();
  const { control, register, setValue, formState } = form;
  const errors = formState.errors;
  const categoryId = useWatch({ control, name: 'categoryId' });
  const subcategories = categories.data?.find((category) => category.id === categoryId)?.children ?? [];

  return (
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
        {batchedStock === null ? (
          <WholeNumberField control={control} name="stock" label={t('editor.fields.stock')} />
        ) : (
          <NumberInput
            label={t('editor.fields.stock')}
            description={t('batches.stockHint', { ns: 'productLabel' })}
            readOnly
            value={batchedStock}
          />
        )}
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
              onChange={(event) => field.onChange(NET_UNITS.find((unit) => unit === event.currentTarget.value) ?? null)}
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
