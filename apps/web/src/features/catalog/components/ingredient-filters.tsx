import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui.module.css';
import { currentLanguage } from '../../../lib/i18n';
import { useCatalogFacets } from '../api/get-catalog-facets';
import { apiQueryFromFilters, FREE_FROM_KEYS, type CatalogFilters } from './catalog-filters';
import classes from './filter-panel.module.css';

const IngredientPickers = lazy(async () => ({ default: (await import('./ingredient-picker')).IngredientPickers }));

/** Where the API stops counting (catalogFacetsSchema): a count there with `capped` is "10,000+". */
const FACET_CAP = 10_000;

interface IngredientFiltersProps {
  filters: CatalogFilters;
  onChange: (changes: Partial<CatalogFilters>) => void;
  idPrefix: string;
}

/**
 * The filters read from the ingredient lists: free from fragrance, parabens and the rest (each with
 * how many products it would leave), and, in a group opened on demand, one ingredient the products
 * must or must not contain. Plain markup, as the rest of the panel: it is part of the catalog's
 * first load.
 */
export function IngredientFilters({ filters, onChange, idPrefix }: IngredientFiltersProps) {
  const { t } = useTranslation('ingredients');
  const [pickersOpen, setPickersOpen] = useState(Boolean(filters.contains || filters.excludes));
  // A chosen ingredient stays in sight, however the address came to name it.
  const pickersShown = pickersOpen || Boolean(filters.contains || filters.excludes);
  // The counts are of this list, whatever its page or order.
  const facets = useCatalogFacets(apiQueryFromFilters({ ...filters, sort: null, page: 1, after: null })).data;
  const format = new Intl.NumberFormat(currentLanguage());
  const countText = (count: number) =>
    facets?.capped && count >= FACET_CAP
      ? t('filters.countCapped', { formatted: format.format(count) })
      : format.format(count);

  return (
    <>
      <fieldset className={classes.group}>
        <legend className={ui.label}>{t('filters.freeFrom')}</legend>
        {FREE_FROM_KEYS.map((key) => {
          const count = facets?.freeFrom[key];
          const checked = filters.freeFrom.includes(key);
          return (
            <label key={key} className={classes.check}>
              <input
                type="checkbox"
                id={`${idPrefix}-free-from-${key}`}
                checked={checked}
                onChange={() =>
                  onChange({
                    freeFrom: checked ? filters.freeFrom.filter((other) => other !== key) : [...filters.freeFrom, key],
                  })
                }
              />
              {t(`freeFrom.${key}`)}
              {count !== undefined && ' '}
              {count !== undefined && <span className={ui.dimmed}>{`(${countText(count)})`}</span>}
            </label>
          );
        })}
      </fieldset>
      {/* The pickers' code loads when the group is first opened; an ingredient in the address opens it. */}
      <details
        className={classes.group}
        open={pickersShown}
        onToggle={(event) => setPickersOpen(event.currentTarget.open)}
      >
        <summary className={ui.label}>{t('filters.byIngredient')}</summary>
        {pickersShown && (
          <Suspense fallback={null}>
            <IngredientPickers filters={filters} onChange={onChange} idPrefix={idPrefix} />
          </Suspense>
        )}
      </details>
    </>
  );
}
