import type { LabelIngredient } from '@glowmarket/shared/cosmetics';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconFlower } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIngredientCheck } from '../api/check-ingredients';

/** How long typing pauses before the composition is checked. */
const CHECK_DELAY_MS = 700;

/** The ingredients as the reference list reads them, in label order: unknown names and allergens marked. */
export function IngredientChips({ ingredients }: { ingredients: readonly LabelIngredient[] }) {
  const { t } = useTranslation('productLabel');
  const unknown = ingredients.filter((ingredient) => ingredient.slug === null).map((ingredient) => ingredient.name);
  return (
    <Stack gap={6}>
      <Group
        component="ul"
        gap={6}
        aria-label={t('ingredients.listLabel')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {ingredients.map((ingredient, index) => (
          <li key={`${index}-${ingredient.name}`}>
            <Badge
              variant="light"
              color={ingredient.slug === null ? 'orange' : ingredient.allergen ? 'grape' : 'gray'}
              leftSection={
                ingredient.slug === null ? (
                  <IconAlertTriangle size={12} aria-hidden />
                ) : ingredient.allergen ? (
                  <IconFlower size={12} aria-hidden />
                ) : undefined
              }
              style={{ textTransform: 'none' }}
            >
              {ingredient.mayContain ? t('ingredients.mayContain', { name: ingredient.name }) : ingredient.name}
              {ingredient.slug === null && <VisuallyHidden>{`, ${t('ingredients.unknown')}`}</VisuallyHidden>}
              {ingredient.allergen && <VisuallyHidden>{`, ${t('ingredients.allergen')}`}</VisuallyHidden>}
            </Badge>
          </li>
        ))}
      </Group>
      {unknown.length > 0 && (
        <Text fz="sm" c="orange.9">
          {t('ingredients.unknownSummary', { count: unknown.length, names: unknown.join(', ') })}
        </Text>
      )}
      {ingredients.some((ingredient) => ingredient.allergen) && (
        <Text fz="xs" c="dimmed">
          {t('ingredients.allergenLegend')}
        </Text>
      )}
    </Stack>
  );
}

interface CompositionCheckProps {
  composition: string;
  /** Checked only while its tab is shown, so that eleven tabs do not ask at once. */
  enabled: boolean;
  /** The last saved composition and the server's reading of it, shown without asking again. */
  saved?: { composition: string; ingredients: readonly LabelIngredient[] };
}

/** Under a composition: its check against the reference list, asked for once the seller stops typing. */
export function CompositionCheck({ composition, enabled, saved }: CompositionCheckProps) {
  const { t } = useTranslation('productLabel');
  const [typed] = useDebouncedValue(composition.trim(), CHECK_DELAY_MS);
  const fromSave = saved !== undefined && saved.composition.trim() === typed;
  const check = useIngredientCheck(typed, enabled && !fromSave);
  const ingredients = fromSave ? saved.ingredients : check.data?.ingredients;

  if (!typed) return null;
  return (
    <section aria-label={t('ingredients.title')} aria-busy={check.isFetching || undefined}>
      <Text fz="sm" fw={600} mb={6}>
        {t('ingredients.title')}
      </Text>
      {check.isError && !fromSave ? (
        <Text fz="sm" c="dimmed" role="status">
          {t('ingredients.checkFailed')}
        </Text>
      ) : ingredients ? (
        <IngredientChips ingredients={ingredients} />
      ) : (
        <Text fz="sm" c="dimmed" role="status">
          {t('ingredients.checking')}
        </Text>
      )}
    </section>
  );
}
