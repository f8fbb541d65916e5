import type { CategoryNode } from '@glowmarket/shared/catalog';
import { PRODUCT_CONDITIONS } from '@glowmarket/shared/constants';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDecimal } from '../../../lib/money';
import type { Money } from '../../../lib/use-money';
import classes from './filter-panel.module.css';
import { countFilters, NO_FILTERS, type CatalogFilters, type ProductCondition } from './catalog-filters';

export interface FilterPanelProps {
  filters: CatalogFilters;
  onChange: (changes: Partial<CatalogFilters>) => void;
  categories: CategoryNode[] | undefined;
  manufacturers: { id: string; companyNameShort: string }[] | undefined;
  money: Money;
  /** Price bounds as the visitor's currency shows them (converted when typed in another). */
  shownPrices: { min: number | null; max: number | null };
  /** Ids unique on the page: the panel is rendered in the sidebar and in the phone's drawer. */
  idPrefix: string;
}

function amountText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The catalog's filters: category and subcategory, manufacturer, price range, condition, stock, offers. */
export function FilterPanel({
  filters,
  onChange,
  categories,
  manufacturers,
  money,
  shownPrices,
  idPrefix,
}: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const subcategories = categories?.find((category) => category.id === filters.category)?.children ?? [];

  return (
    <Stack gap="md">
      <NativeSelect
        id={`${idPrefix}-category`}
        label={t('filters.category')}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: event.currentTarget.value || null })}
        data={[
          { value: '', label: t('filters.allCategories') },
          ...(categories ?? []).map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <NativeSelect
        id={`${idPrefix}-subcategory`}
        label={t('filters.subcategory')}
        value={filters.subcategory ?? ''}
        disabled={!filters.category || subcategories.length === 0}
        onChange={(event) => onChange({ subcategory: event.currentTarget.value || null })}
        data={[
          { value: '', label: filters.category ? t('filters.allSubcategories') : t('filters.chooseCategoryFirst') },
          ...subcategories.map((subcategory) => ({ value: subcategory.id, label: subcategory.name })),
        ]}
      />
      <NativeSelect
        id={`${idPrefix}-company`}
        label={t('filters.manufacturer')}
        value={filters.company ?? ''}
        onChange={(event) => onChange({ company: event.currentTarget.value || null })}
        data={[
          { value: '', label: t('filters.allManufacturers') },
          ...(manufacturers ?? []).map((company) => ({ value: company.id, label: company.companyNameShort })),
        ]}
      />
      <PriceRange
        key={`${shownPrices.min}-${shownPrices.max}-${money.currency}`}
        idPrefix={idPrefix}
        shown={shownPrices}
        currency={money.currency}
        onApply={(min, max) => onChange({ minPrice: min, maxPrice: max, priceCurrency: money.currency })}
      />
      <NativeSelect
        id={`${idPrefix}-condition`}
        label={t('filters.condition')}
        value={filters.condition ?? ''}
        onChange={(event) =>
          onChange({
            condition: PRODUCT_CONDITIONS.find((condition) => condition === event.currentTarget.value) ?? null,
          })
        }
        data={[
          { value: '', label: t('filters.anyCondition') },
          ...PRODUCT_CONDITIONS.map((condition: ProductCondition) => ({
            value: condition,
            label: t(`condition.${condition}`),
          })),
        ]}
      />
      {/* Native checkboxes, styled: the panel is part of the catalog's first load. */}
      <label className={classes.check}>
        <input
          type="checkbox"
          id={`${idPrefix}-in-stock`}
          checked={filters.inStock}
          onChange={(event) => onChange({ inStock: event.currentTarget.checked })}
        />
        {t('filters.inStock')}
      </label>
      <label className={classes.check}>
        <input
          type="checkbox"
          id={`${idPrefix}-special-offer`}
          checked={filters.specialOffer}
          onChange={(event) => onChange({ specialOffer: event.currentTarget.checked })}
        />
        {t('filters.specialOffer')}
      </label>
      {countFilters(filters) > 0 && (
        <Button
          variant="subtle"
          onClick={() =>
            onChange({
              category: NO_FILTERS.category,
              subcategory: NO_FILTERS.subcategory,
              company: NO_FILTERS.company,
              minPrice: NO_FILTERS.minPrice,
              maxPrice: NO_FILTERS.maxPrice,
              condition: NO_FILTERS.condition,
              inStock: NO_FILTERS.inStock,
              specialOffer: NO_FILTERS.specialOffer,
            })
          }
        >
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

interface PriceRangeProps {
  idPrefix: string;
  shown: { min: number | null; max: number | null };
  currency: string;
  onApply: (min: number | null, max: number | null) => void;
}

/** From–to in the visitor's currency, applied with the button, Enter, or on leaving a field. */
function PriceRange({ idPrefix, shown, currency, onApply }: PriceRangeProps) {
  const { t } = useTranslation('catalog');
  const [min, setMin] = useState(amountText(shown.min));
  const [max, setMax] = useState(amountText(shown.max));
  const minValue = min.trim() ? parseDecimal(min) : null;
  const maxValue = max.trim() ? parseDecimal(max) : null;
  const minError = min.trim() !== '' && minValue === null;
  const maxError = max.trim() !== '' && maxValue === null;
  const changed = minValue !== shown.min || maxValue !== shown.max;

  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (minError || maxError || !changed) return;
    onApply(minValue, maxValue);
  }

  return (
    <form onSubmit={apply} aria-label={t('filters.price', { currency })} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          id={`${idPrefix}-min-price`}
          label={t('filters.priceFrom', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={min}
          onChange={(event) => setMin(event.currentTarget.value)}
          onBlur={() => apply()}
          error={minError ? t('filters.priceInvalid') : undefined}
          flex={1}
        />
        <TextInput
          id={`${idPrefix}-max-price`}
          label={t('filters.priceTo', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={max}
          onChange={(event) => setMax(event.currentTarget.value)}
          onBlur={() => apply()}
          error={maxError ? t('filters.priceInvalid') : undefined}
          flex={1}
        />
      </Group>
      {/* Enter submits; a visible button for those who do not know it. */}
      <Button type="submit" variant="light" size="xs" mt="xs" fullWidth disabled={!changed || minError || maxError}>
        {t('filters.applyPrice')}
      </Button>
    </form>
  );
}
