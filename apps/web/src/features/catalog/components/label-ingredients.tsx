import type { LabelIngredient } from '@glowmarket/shared/cosmetics';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './label-section.module.css';

interface LabelIngredientsProps {
  ingredients: LabelIngredient[];
  /** The id of the heading that names the list. */
  labelledBy?: string;
}

/**
 * The INCI list in label order: each name the reference list knows links to its page, the fragrance
 * allergens the EU wants named stand out in bold with a marker, and the colourants after "May
 * contain" follow their lead as on the pack.
 */
export function LabelIngredients({ ingredients, labelledBy }: LabelIngredientsProps) {
  const { t } = useTranslation('ingredients');
  const listed = ingredients.filter((ingredient) => !ingredient.mayContain);
  const mayContain = ingredients.filter((ingredient) => ingredient.mayContain);
  const anyAllergen = ingredients.some((ingredient) => ingredient.allergen);

  return (
    <>
      <Text fz="sm" component="div">
        <IngredientList ingredients={listed} labelledBy={labelledBy} />
        {mayContain.length > 0 && (
          <div className={classes.mayContain}>
            {t('label.mayContain')} <IngredientList ingredients={mayContain} />
          </div>
        )}
      </Text>
      {anyAllergen && (
        // The marker is the legend's key; screen readers hear the explanation beside each name instead.
        <Text fz="xs" c="dimmed" mt={6}>
          <span className={classes.marker} aria-hidden>
            *
          </span>{' '}
          {t('label.legend')}
        </Text>
      )}
    </>
  );
}

// INCI names are the same in every language: no `lang` of the seller's texts here.
function IngredientList({ ingredients, labelledBy }: LabelIngredientsProps) {
  return (
    <ol className={classes.ingredients} aria-labelledby={labelledBy}>
      {ingredients.map((ingredient, index) => (
        <li key={`${index}-${ingredient.name}`}>
          <IngredientName ingredient={ingredient} />
        </li>
      ))}
    </ol>
  );
}

function IngredientName({ ingredient }: { ingredient: LabelIngredient }) {
  const { t } = useTranslation('ingredients');
  const name = ingredient.slug ? (
    <Anchor component={Link} to={`/ingredients/${ingredient.slug}`} fz="sm" inherit>
      {ingredient.name}
    </Anchor>
  ) : (
    ingredient.name
  );
  if (!ingredient.allergen) return name;
  return (
    <strong className={classes.allergen}>
      {name}
      <span className={classes.marker} aria-hidden>
        *
      </span>
      <VisuallyHidden>{` (${t('label.allergen')})`}</VisuallyHidden>
    </strong>
  );
}
