import type { CompositionReport, Ingredient } from '@glowmarket/shared/cosmetics';
import type { IngredientPage } from '@glowmarket/shared/catalog';
import { PAGE_SIZE } from '@glowmarket/shared/constants';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import type { IngredientRow } from '../cosmetics.tables';
import type { ProductsServiceDeps } from '../products/deps';
import { cardOf } from '../products/present';
import * as repository from './ingredients.repository';
import { matchComposition, presentMatched } from './matching';

const SUGGESTIONS = 10;

const present = (row: IngredientRow): Ingredient => ({
  slug: row.slug,
  inciName: row.inciName,
  functions: row.functions,
  allergen: row.allergen,
  groups: row.groups,
});

/** The pickers' suggestions for a typed part of an INCI name. */
export async function lookUp(ctx: RequestContext, text: string): Promise<Ingredient[]> {
  return (await repository.lookUpIngredients(ctx.db, text, SUGGESTIONS)).map(present);
}

/** An ingredient's page: what it does, and a page of the products that hold it, newest first. */
export async function ingredientPage(
  deps: Pick<ProductsServiceDeps, 'storage' | 'currencies'>,
  ctx: RequestContext,
  slug: string,
  page: number,
): Promise<IngredientPage> {
  const ingredient = await repository.ingredientBySlug(ctx.db, slug);
  if (!ingredient) throw new AppError('not_found');
  const [found, quote] = await Promise.all([
    repository.productsHolding(
      ctx.db,
      ingredient.id,
      { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      ctx.language,
    ),
    deps.currencies.quoteFor(ctx),
  ]);
  return {
    ...present(ingredient),
    products: found.rows.map((row) => cardOf(deps.storage, row, quote)),
    total: found.total,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** A composition as the seller types it, read and matched: names the reference list lacks are flagged. */
export async function checkComposition(ctx: RequestContext, composition: string): Promise<CompositionReport> {
  return { ingredients: (await matchComposition(ctx.db, composition)).map(presentMatched) };
}
