import type { productInputSchema } from '@glowmarket/shared/catalog';
import { PAGE_SIZE } from '@glowmarket/shared/constants';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { inTransaction, type RequestContext } from '../../../lib/context';
import { isUniqueViolation } from '../../../lib/db-errors';
import { removeImageWidths } from '../../../lib/images';
import type { ProductRow } from '../catalog.tables';
import * as categories from '../categories.repository';
import * as repository from '../products.repository';
import { normalizeForSearch, searchWords } from '../search-text';
import { batchSummaries, isBatched, recomputeStock, utcDay } from '../batches/batch-stock';
import { labelGapsOf } from '../ingredients/label';
import { compositionOf, saveIngredientList } from '../ingredients/matching';
import { productRemoved, productsChanged, refreshListings } from './changes';
import type { ProductsServiceDeps } from './deps';
import { isDiscounted, pickTranslation, placeOf, presentImage, presentSellerProduct } from './present';

export type ProductValues = z.output<typeof productInputSchema>;
type Translations = ProductValues['translations'];

const THIRTY_DAYS_MS = 30 * 86_400_000;

/** The columns search reads, from every language's texts. */
function searchColumns(translations: Translations) {
  const texts = Object.values(translations).filter((text) => text !== undefined);
  return {
    searchTitle: normalizeForSearch(texts.map((text) => text.title).join(' ')),
    searchComposition: normalizeForSearch(texts.map((text) => text.composition).join(' ')),
  };
}

/** Checks shared by create and update; answers the columns to store. */
async function prepare(deps: ProductsServiceDeps, ctx: RequestContext, input: ProductValues, exceptId?: string) {
  const companyId = ctx.actor.companyId;
  const company = companyId ? await deps.sellers.sellerOf(ctx, companyId) : undefined;
  if (!companyId || !company) throw new AppError('forbidden');
  if (!input.translations[company.defaultLanguage as keyof Translations]?.title) {
    throw new AppError('product_title_missing', {
      language: company.defaultLanguage,
      fields: [
        {
          field: `body.translations.${company.defaultLanguage}.title`,
          reason: 'nameRequired',
          message: VALIDATION_MESSAGES.nameRequired,
        },
      ],
    });
  }
  const category = await categories.findCategory(ctx.db, input.categoryId);
  if (!category || category.parentId !== null) throw new AppError('not_found', { field: 'categoryId' });
  if (input.subcategoryId && !(await categories.isSubcategoryOf(ctx.db, input.subcategoryId, input.categoryId))) {
    throw new AppError('subcategory_mismatch');
  }
  if (input.ean && (await repository.eanIsTaken(ctx.db, companyId, input.ean, exceptId)))
    throw new AppError('ean_taken');
  const hasOfferText = Object.values(input.translations).some((text) => Boolean(text?.specialOffer));
  return {
    companyId,
    columns: {
      categoryId: input.categoryId,
      subcategoryId: input.subcategoryId,
      condition: input.condition,
      erpCode: input.erpCode ?? null,
      ean: input.ean ?? null,
      productIndex: input.productIndex ?? null,
      price: input.price,
      lastPrice: input.lastPrice,
      stock: input.stock,
      deliveryDays: input.deliveryDays,
      netContent: input.netContent,
      netUnit: input.netUnit,
      responsiblePersonName: input.responsiblePersonName,
      responsiblePersonAddress: input.responsiblePersonAddress,
      cpnpReference: input.cpnpReference,
      paoMonths: input.paoMonths,
      bestBefore: input.bestBefore,
      originCountry: input.originCountry,
      active: input.active,
      isPublic: input.active && company.approved,
      isSpecialOffer: isDiscounted(input) || hasOfferText,
      defaultLanguage: company.defaultLanguage,
      ...searchColumns(input.translations),
    },
  };
}

const translationRows = (translations: Translations) =>
  Object.entries(translations)
    .filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined)
    .filter(([, text]) => Object.values(text).some((value) => value !== ''))
    .map(([language, text]) => ({ language, ...text }));

/** The texts, the words search learns from them, and the ingredient list read from the composition. */
async function saveTexts(ctx: RequestContext, productId: string, input: ProductValues, defaultLanguage: string) {
  await repository.replaceTranslations(ctx.db, productId, translationRows(input.translations));
  const { searchTitle, searchComposition } = searchColumns(input.translations);
  await repository.addSearchTerms(ctx.db, searchWords(`${searchTitle} ${searchComposition}`));
  await saveIngredientList(ctx.db, productId, compositionOf(input.translations, defaultLanguage));
}

/** One of the caller's company's products; another company's answers 404. */
export async function ownProduct(ctx: RequestContext, id: string): Promise<ProductRow> {
  const product = ctx.actor.companyId
    ? await repository.findCompanyProduct(ctx.db, ctx.actor.companyId, id)
    : undefined;
  if (!product) throw new AppError('not_found');
  return product;
}

export async function listOwn(
  deps: ProductsServiceDeps,
  ctx: RequestContext,
  query: { q?: string | undefined; page: number },
) {
  const companyId = ctx.actor.companyId;
  if (!companyId) throw new AppError('forbidden');
  const rows = await repository.listCompanyProducts(
    ctx.db,
    companyId,
    query.q,
    PAGE_SIZE,
    (query.page - 1) * PAGE_SIZE,
  );
  const ids = rows.map((row) => row.product.id);
  const [translations, images, batches] = await Promise.all([
    repository.listTranslations(ctx.db, ids),
    repository.listImages(ctx.db, ids),
    batchSummaries(ctx.db, companyId, ids, utcDay(ctx.now())),
  ]);
  return {
    items: rows.map(({ product }) => {
      const own = translations.filter((translation) => translation.productId === product.id);
      const image = images.find((candidate) => candidate.productId === product.id);
      const texts = Object.fromEntries(own.map((text) => [text.language, text]));
      const summary = batches.get(product.id);
      return {
        id: product.id,
        title: pickTranslation(own, ctx.language, product.defaultLanguage)?.title ?? '',
        price: product.price,
        stock: product.stock,
        active: product.active,
        ean: product.ean,
        erpCode: product.erpCode,
        missingTitles: LANGUAGE_CODES.filter((language) => !own.some((row) => row.language === language && row.title)),
        labelGaps: labelGapsOf(product, {
          composition: compositionOf(texts, product.defaultLanguage),
          batched: summary?.batched ?? false,
        }),
        expiresSoon: summary?.expiresSoon ?? false,
        updatedAt: product.updatedAt.toISOString(),
        image: image ? presentImage(deps.storage, image) : null,
      };
    }),
    page: query.page,
    pageSize: PAGE_SIZE,
    total: rows[0]?.total ?? 0,
  };
}

export async function getOwn(deps: ProductsServiceDeps, ctx: RequestContext, id: string) {
  return presentSellerProduct(deps.storage, ctx, await ownProduct(ctx, id));
}

export async function createProduct(deps: ProductsServiceDeps, ctx: RequestContext, input: ProductValues) {
  const { companyId, columns } = await prepare(deps, ctx, input);
  const now = ctx.now();
  try {
    const product = await inTransaction(ctx, async (tx) => {
      const row = await repository.insertProduct(tx.db, { ...columns, companyId, lowestPrice30d: null });
      await repository.insertPriceHistory(tx.db, row.id, input.price, now);
      await saveTexts(tx, row.id, input, columns.defaultLanguage);
      await refreshListings(deps, tx, companyId, [row.id]);
      return row;
    });
    productsChanged(deps, ctx, [placeOf(product)]);
    return await presentSellerProduct(deps.storage, ctx, product);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ean_taken');
    throw error;
  }
}

/** Every price change is recorded; the 30-day lowest is the lowest of the 30 days before it. */
export async function updateProduct(deps: ProductsServiceDeps, ctx: RequestContext, id: string, input: ProductValues) {
  const existing = await ownProduct(ctx, id);
  const { companyId, columns } = await prepare(deps, ctx, input, id);
  const now = ctx.now();
  try {
    const product = await inTransaction(ctx, async (tx) => {
      let lowestPrice30d = existing.lowestPrice30d;
      if (input.price !== existing.price) {
        lowestPrice30d = await repository.lowestPriceBetween(tx.db, id, new Date(now.getTime() - THIRTY_DAYS_MS), now);
        await repository.insertPriceHistory(tx.db, id, input.price, now);
      }
      // A product kept in batches has the stock its batches give; the typed number is not used.
      const batched = await isBatched(tx.db, id);
      const { stock: typedStock, ...others } = columns;
      const row = await repository.updateProduct(tx.db, companyId, id, {
        ...others,
        ...(!batched && { stock: typedStock }),
        lowestPrice30d,
      });
      await saveTexts(tx, id, input, columns.defaultLanguage);
      if (batched) await recomputeStock(deps, tx, id);
      await refreshListings(deps, tx, companyId, [id]);
      return row;
    });
    if (!product) throw new AppError('not_found');
    // It may have moved to another category: the lists of both.
    productsChanged(deps, ctx, [placeOf(existing), placeOf(product)]);
    return await presentSellerProduct(deps.storage, ctx, product);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ean_taken');
    throw error;
  }
}

export async function setActive(deps: ProductsServiceDeps, ctx: RequestContext, id: string, active: boolean) {
  const existing = await ownProduct(ctx, id);
  const company = await deps.sellers.sellerOf(ctx, existing.companyId);
  const product = await inTransaction(ctx, async (tx) => {
    const row = await repository.updateProduct(tx.db, existing.companyId, id, {
      active,
      isPublic: active && company?.approved === true,
    });
    await refreshListings(deps, tx, existing.companyId, [id]);
    return row;
  });
  productsChanged(deps, ctx, [placeOf(existing)]);
  return presentSellerProduct(deps.storage, ctx, product ?? existing);
}

export async function removeProduct(deps: ProductsServiceDeps, ctx: RequestContext, id: string) {
  const product = await ownProduct(ctx, id);
  const images = await repository.listImages(ctx.db, [id]);
  if (!(await repository.deleteProduct(ctx.db, product.companyId, id))) throw new AppError('not_found');
  await Promise.all(images.map((image) => removeImageWidths(deps.storage, image.keyPrefix)));
  await productRemoved(deps, ctx, placeOf(product));
}
