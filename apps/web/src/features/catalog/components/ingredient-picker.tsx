import type { Ingredient } from '@glowmarket/shared/cosmetics';
import { useQueryClient } from '@tanstack/react-query';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui.module.css';
import { queryKeys } from '../../../lib/query-keys';
import {
  ingredientSearchQuery,
  INGREDIENT_QUERY_MIN,
  useIngredientName,
  useIngredientSearch,
} from '../api/search-ingredients';
import type { CatalogFilters } from './catalog-filters';
import classes from './filter-panel.module.css';

// The "contains / does not contain" pickers: loaded when their group is opened (or the address
// names an ingredient), so they are not part of the catalog's first load.

interface IngredientPickersProps {
  filters: CatalogFilters;
  onChange: (changes: Partial<CatalogFilters>) => void;
  idPrefix: string;
}

/** One ingredient the products must contain, and one they must not. */
export function IngredientPickers({ filters, onChange, idPrefix }: IngredientPickersProps) {
  const { t } = useTranslation('ingredients');
  return (
    <>
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
 * A text field suggesting INCI names as they are typed (the browser's own list); a name chosen
 * from the list, or typed whole and confirmed with Enter, is the filter. Once chosen, the
 * ingredient shows by name with a button that removes it.
 */
function IngredientPicker({ id, label, slug, onPick }: IngredientPickerProps) {
  const { t } = useTranslation('ingredients');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  // A name confirmed with Enter that the reference list does not know.
  const [unknown, setUnknown] = useState(false);
  const suggestions = useIngredientSearch(text);
  const name = useIngredientName(slug);

  function pick(ingredient: Ingredient) {
    // Its name is known: the address's slug needs no look-up.
    queryClient.setQueryData(queryKeys.ingredients.name(ingredient.slug), ingredient.inciName);
    setText('');
    setUnknown(false);
    onPick(ingredient.slug);
  }

  /** Enter: the name typed whole, looked up at once when its suggestions are not in yet. */
  async function confirm() {
    if (text.trim().length < INGREDIENT_QUERY_MIN) return;
    const found = findByName(await queryClient.fetchQuery(ingredientSearchQuery(text)), text);
    if (found) pick(found);
    else setUnknown(true);
  }

  if (slug) return <ChosenChip id={id} label={label} name={name ?? slug} onRemove={() => onPick(null)} />;
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

interface ChosenChipProps {
  id: string;
  label: string;
  /** The ingredient's INCI name (its slug until the name is in). */
  name: string;
  onRemove: () => void;
}

/** The chosen ingredient under the field's label, with the button that removes it. */
function ChosenChip({ id, label, name, onRemove }: ChosenChipProps) {
  const { t } = useTranslation('ingredients');
  return (
    <div className={ui.field}>
      <span className={ui.label} id={`${id}-label`}>
        {label}
      </span>
      <span role="group" className={`${ui.row} ${classes.chosen}`} aria-labelledby={`${id}-label`}>
        {name}
        <button type="button" className={ui.iconButton} aria-label={t('filters.remove', { name })} onClick={onRemove}>
          <IconX size={14} aria-hidden />
        </button>
      </span>
    </div>
  );
}

/** The ingredient of that INCI name among `ingredients`, whatever its case. */
function findByName(ingredients: Ingredient[] | undefined, text: string): Ingredient | undefined {
  const wanted = text.trim().toLowerCase();
  return wanted ? ingredients?.find((ingredient) => ingredient.inciName.toLowerCase() === wanted) : undefined;
}
