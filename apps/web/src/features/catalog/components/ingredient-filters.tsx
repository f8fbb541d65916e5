import type { Ingredient } from '@glowmarket/shared/cosmetics';
import { useQueryClient } from '@tanstack/react-query';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui.module.css';
import { currentLanguage } from '../../../lib/i18n';
import { useCatalogFacets } from '../api/get-catalog-facets';
import {
  ingredientSearchQuery,
  INGREDIENT_QUERY_MIN,
  rememberIngredientName,
  useIngredientName,
  useIngredientSearch,
} from '../api/search-ingredients';
import { apiQueryFromFilters, FREE_FROM_KEYS, type CatalogFilters } from './catalog-filters';
import classes from './filter-panel.module.css';

/** Where the API stops counting (catalogFacetsSchema): a count there with `capped` is "10,000+". */
const FACET_CAP = 10_000;

interface IngredientFiltersProps {
  filters: CatalogFilters;
  onChange: (changes: Partial<CatalogFilters>) => void;
  idPrefix: string;
}

/**
 * The filters read from the ingredient lists: free from fragrance, parabens and the rest (each with
 * how many products it would leave), and one ingredient the products must or must not contain.
 * Plain markup, as the rest of the panel: it is part of the catalog's first load.
 */
export function IngredientFilters({ filters, onChange, idPrefix }: IngredientFiltersProps) {
  const { t } = useTranslation('ingredients');
  // The counts are of this list, whatever its page or order.
  const facets = useCatalogFacets(apiQueryFromFilters({ ...filters, sort: null, page: 1, after: null })).data;
  const format = new Intl.NumberFormat(currentLanguage());

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
              {count !== undefined && (
                <span className={ui.dimmed}>
                  {`(${facets?.capped && count >= FACET_CAP ? t('filters.countCapped', { formatted: format.format(count) }) : format.format(count)})`}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      <IngredientPicker
        id={`${idPrefix}-contains`}
        label={t('filters.contains')}
        slug={filters.contains}
        onPick={(contains) => onChange({ contains })}
      />
      <IngredientPicker
        id={`${idPrefix}-excludes`}
        label={t('filters.excludes')}
        slug={filters.excludes}
        onPick={(excludes) => onChange({ excludes })}
      />
    </>
  );
}

interface IngredientPickerProps {
  id: string;
  label: string;
  /** The chosen ingredient's slug, as the address holds it. */
  slug: string | null;
  onPick: (slug: string | null) => void;
}

/**
 * A text field suggesting INCI names as they are typed (the browser's own list, no script of
 * ours to load); a name chosen from the list, or typed whole and confirmed with Enter, is the filter.
 * Once chosen, the ingredient shows by name with a button that removes it.
 */
function IngredientPicker({ id, label, slug, onPick }: IngredientPickerProps) {
  const { t } = useTranslation('ingredients');
  const queryClient = useQueryClient();
  const name = useIngredientName(slug);
  const [text, setText] = useState('');
  // A name confirmed with Enter that the reference list does not know.
  const [unknown, setUnknown] = useState(false);
  const suggestions = useIngredientSearch(text);

  function pick(ingredient: Ingredient) {
    rememberIngredientName(queryClient, ingredient);
    setText('');
    setUnknown(false);
    onPick(ingredient.slug);
  }

  /** Enter: the name typed whole, looked up at once when its suggestions are not in yet. */
  async function confirm() {
    if (text.trim().length < INGREDIENT_QUERY_MIN) return;
    const found =
      findByName(suggestions.data, text) ?? findByName(await queryClient.fetchQuery(ingredientSearchQuery(text)), text);
    if (found) pick(found);
    else setUnknown(true);
  }

  if (slug) {
    return (
      <div className={ui.field}>
        <span className={ui.label} id={`${id}-label`}>
          {label}
        </span>
        <span role="group" className={`${ui.row} ${classes.chosen}`} aria-labelledby={`${id}-label`}>
          {name}
          <button
            type="button"
            className={ui.iconButton}
            aria-label={t('filters.remove', { name })}
            onClick={() => onPick(null)}
          >
            <IconX size={14} aria-hidden />
          </button>
        </span>
      </div>
    );
  }
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        className={ui.input}
        list={`${id}-options`}
        autoComplete="off"
        placeholder={t('filters.placeholder')}
        value={text}
        aria-invalid={unknown || undefined}
        aria-describedby={unknown ? `${id}-error` : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          setUnknown(false);
          // A name taken from the browser's list arrives whole, as one change.
          const chosen = findByName(suggestions.data, value);
          if (chosen && (event.nativeEvent as InputEvent).inputType !== 'insertText') pick(chosen);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          // A failed look-up leaves the text as typed; the field stays usable.
          confirm().catch(() => undefined);
        }}
      />
      <datalist id={`${id}-options`}>
        {suggestions.data?.map((ingredient) => (
          <option key={ingredient.slug} value={ingredient.inciName} />
        ))}
      </datalist>
      {unknown && (
        <span id={`${id}-error`} className={ui.error}>
          {t('filters.noMatch')}
        </span>
      )}
    </div>
  );
}

function findByName(ingredients: Ingredient[] | undefined, text: string): Ingredient | undefined {
  const wanted = text.trim().toLowerCase();
  return wanted ? ingredients?.find((ingredient) => ingredient.inciName.toLowerCase() === wanted) : undefined;
}
