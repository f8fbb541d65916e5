import type { ProductCard, ProductImage, SellerProduct } from '@glowmarket/shared/catalog';
import { LANGUAGE_CODES } from '@glowmarket/shared/i18n';
import type { RequestContext } from '../../../lib/context';
import { imageUrls } from '../../../lib/images';
import type { Storage } from '../../../lib/storage';
import type { PriceQuote } from '../../pricing';
import type { ProductRow } from '../catalog.tables';
import type { ListingPlace } from '../listing-writes.repository';
import type { CardRow } from '../listings.repository';
import * as repository from '../products.repository';
import type { ImageRow } from '../products.repository';
import { batchSummaries, utcDay } from '../batches/batch-stock';
import { labelFieldsOf, labelGapsOf } from '../ingredients/label';
import { compositionOf, ingredientListsOf } from '../ingredients/matching';

/** The texts in `language` when the seller wrote a title there, else in the seller's default language. */
export function pickTranslation<Text extends { language: string; title: string }>(
  rows: Text[],
  language: string,
  defaultLanguage: string,
) {
  const usable = rows.filter((row) => row.title.trim() !== '');
  return (
    usable.find((row) => row.language === language) ??
    usable.find((row) => row.language === defaultLanguage) ??
    usable[0]
  );
}

export function isDiscounted(product: { price: number; lastPrice: number | null }) {
  return product.lastPrice !== null && product.lastPrice > product.price;
}

/** The prices a storefront shows of a product, quoted in the visitor's currency. */
export function quotedPrices(
  product: {
    price: number;
    lastPrice: number | null;
    lowestPrice30d: number | null;
    netContent: number | null;
    netUnit: 'ml' | 'g' | null;
  },
  quote: PriceQuote,
) {
  return {
    price: quote.price(product.price),
    lastPrice: product.lastPrice === null ? null : quote.price(product.lastPrice),
    lowestPrice30d:
      isDiscounted(product) && product.lowestPrice30d !== null ? quote.price(product.lowestPrice30d) : null,
    pricePerUnit:
      product.netContent && product.netUnit
        ? {
            ...quote.price(Math.round((product.price * 100) / product.netContent)),
            per: product.netUnit === 'ml' ? ('100ml' as const) : ('100g' as const),
          }
        : null,
  };
}

/** Where a product's listing shows. */
export function placeOf(product: Pick<ProductRow, 'id' | 'companyId' | 'categoryId' | 'subcategoryId'>): ListingPlace {
  return { id: product.id, companyId: product.companyId, categoryIds: [product.categoryId, product.subcategoryId] };
}

export function presentImage(storage: Storage, image: Pick<ImageRow, 'id' | 'keyPrefix'>): ProductImage {
  return imageUrls(storage, image);
}

/** A card as the storefront shows it, from a listing row already in the caller's language. */
export function cardOf(storage: Storage, row: CardRow, quote: PriceQuote): ProductCard {
  return {
    id: row.id,
    title: row.title,
    ...quotedPrices(row, quote),
    condition: row.condition,
    inStock: row.inStock,
    specialOffer: row.isSpecialOffer,
    image: row.imageId && row.imageKey ? presentImage(storage, { id: row.imageId, keyPrefix: row.imageKey }) : null,
    company: { id: row.companyId, name: row.companyName },
    rating: ratingOf(row),
  };
}

/** A listing's rating as the storefront shows it: the average in stars (4.5) and how many. */
export function ratingOf(row: { ratingAverage: number; ratingCount: number }) {
  return { average: row.ratingAverage / 100, count: row.ratingCount };
}

/** A product as its seller edits it: every language's texts and every image. */
export async function presentSellerProduct(
  storage: Storage,
  ctx: RequestContext,
  product: ProductRow,
): Promise<SellerProduct> {
  const [translations, images, lists, batches] = await Promise.all([
    repository.listTranslations(ctx.db, [product.id]),
    repository.listImages(ctx.db, [product.id]),
    ingredientListsOf(ctx.db, [product.id]),
    batchSummaries(ctx.db, product.companyId, [product.id], utcDay(ctx.now())),
  ]);
  const byLanguage = Object.fromEntries(
    translations.map(({ productId: _productId, language, ...text }) => [language, text]),
  );
  const batched = batches.get(product.id)?.batched ?? false;
  return {
    id: product.id,
    translations: byLanguage,
    price: product.price,
    lastPrice: product.lastPrice,
    lowestPrice30d: product.lowestPrice30d,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    condition: product.condition,
    erpCode: product.erpCode,
    ean: product.ean,
    productIndex: product.productIndex,
    stock: product.stock,
    deliveryDays: product.deliveryDays,
    netContent: product.netContent,
    netUnit: product.netUnit,
    active: product.active,
    images: images.map((image) => presentImage(storage, image)),
    missingTitles: LANGUAGE_CODES.filter((language) => !byLanguage[language]?.title),
    ...labelFieldsOf(product),
    labelGaps: labelGapsOf(product, { composition: compositionOf(byLanguage, product.defaultLanguage), batched }),
    ingredients: lists.get(product.id) ?? [],
    batched,
    expiresSoon: batches.get(product.id)?.expiresSoon ?? false,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
