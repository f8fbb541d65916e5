import type { CategoryNode } from '@glowmarket/shared/catalog';
import { PRODUCT_CONDITIONS } from '@glowmarket/shared/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui.module.css';
import { parseDecimal } from '../../../lib/money';
import type { Money } from '../../../lib/use-money';
import { countFilters, MIN_RATINGS, NO_FILTERS, type CatalogFilters } from './catalog-filters';
import classes from './filter-panel.module.css';
import { IngredientFilters } from './ingredient-filters';

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

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled native select (plain markup: the panel is part of the catalog's first load). */
function SelectField({ id, label, value, disabled, options, onChange }: SelectFieldProps) {
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select
        id={id}
        className={ui.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function amountText(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * The catalog's filters: category and subcategory, manufacturer, price range, condition, stock,
 * offers, rating, and what the ingredient lists are free from or contain.
 */
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
    <div className={ui.stack}>
      <SelectField
        id={`${idPrefix}-category`}
        label={t('filters.category')}
        value={filters.category ?? ''}
        onChange={(value) => onChange({ category: value || null })}
        options={[
          { value: '', label: t('filters.allCategories') },
          ...(categories ?? []).map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <SelectField
        id={`${idPrefix}-subcategory`}
        label={t('filters.subcategory')}
        value={filters.subcategory ?? ''}
        disabled={!filters.category || subcategories.length === 0}
        onChange={(value) => onChange({ subcategory: value || null })}
        options={[
          { value: '', label: filters.category ? t('filters.allSubcategories') : t('filters.chooseCategoryFirst') },
          ...subcategories.map((subcategory) => ({ value: subcategory.id, label: subcategory.name })),
        ]}
      />
      <SelectField
        id={`${idPrefix}-company`}
        label={t('filters.manufacturer')}
        value={filters.company ?? ''}
        onChange={(value) => onChange({ company: value || null })}
        options={[
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
      <SelectField
        id={`${idPrefix}-condition`}
        label={t('filters.condition')}
        value={filters.condition ?? ''}
        onChange={(value) =>
          onChange({ condition: PRODUCT_CONDITIONS.find((condition) => condition === value) ?? null })
        }
        options={[
          { value: '', label: t('filters.anyCondition') },
          ...PRODUCT_CONDITIONS.map((condition) => ({ value: condition, label: t(`condition.${condition}`) })),
        ]}
      />
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
      <SelectField
        id={`${idPrefix}-min-rating`}
        label={t('filters.rating')}
        value={filters.minRating === null ? '' : String(filters.minRating)}
        onChange={(value) => onChange({ minRating: MIN_RATINGS.find((stars) => String(stars) === value) ?? null })}
        options={[
          { value: '', label: t('filters.anyRating') },
          ...MIN_RATINGS.map((stars) => ({ value: String(stars), label: t('filters.minRating', { count: stars }) })),
        ]}
      />
      <IngredientFilters filters={filters} onChange={onChange} idPrefix={idPrefix} />
      {countFilters(filters) > 0 && (
        <button
          type="button"
          className={ui.button}
          data-variant="subtle"
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
              minRating: NO_FILTERS.minRating,
              freeFrom: NO_FILTERS.freeFrom,
              contains: NO_FILTERS.contains,
              excludes: NO_FILTERS.excludes,
            })
          }
        >
          {t('filters.clear')}
        </button>
      )}
    </div>
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

  const bounds = [
    {
      id: `${idPrefix}-min-price`,
      label: t('filters.priceFrom', { currency }),
      value: min,
      set: setMin,
      error: minError,
    },
    {
      id: `${idPrefix}-max-price`,
      label: t('filters.priceTo', { currency }),
      value: max,
      set: setMax,
      error: maxError,
    },
  ];
  return (
    <form onSubmit={apply} aria-label={t('filters.price', { currency })} noValidate>
      <div className={classes.range}>
        {bounds.map((bound) => (
          <div key={bound.id} className={ui.field}>
            <label htmlFor={bound.id} className={ui.label}>
              {bound.label}
            </label>
            <input
              id={bound.id}
              className={ui.input}
              inputMode="decimal"
              autoComplete="off"
              value={bound.value}
              onChange={(event) => bound.set(event.currentTarget.value)}
              onBlur={() => apply()}
              aria-invalid={bound.error || undefined}
              aria-describedby={bound.error ? `${bound.id}-error` : undefined}
            />
            {bound.error && (
              <span id={`${bound.id}-error`} className={ui.error}>
                {t('filters.priceInvalid')}
              </span>
            )}
          </div>
        ))}
      </div>
      {/* Enter submits; a visible button for those who do not know it. */}
      <button
        type="submit"
        className={ui.button}
        data-variant="light"
        data-size="xs"
        data-full
        style={{ marginTop: 'var(--mantine-spacing-xs)' }}
        disabled={!changed || minError || maxError}
      >
        {t('filters.applyPrice')}
      </button>
    </form>
  );
}
