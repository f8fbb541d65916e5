import type { ProductDetail } from '@glowmarket/shared/catalog';
import QRCode from 'qrcode';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { categoryName } from '../categories.service';
import { publicProductDetail } from '../product-detail.repository';
import * as repository from '../products.repository';
import { labelOf } from '../ingredients/label';
import type { ProductsServiceDeps } from './deps';
import { pickTranslation, presentImage, quotedPrices, ratingOf } from './present';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A public product: active, of an approved company. Anything else answers 404. */
export async function getProduct(deps: ProductsServiceDeps, ctx: RequestContext, id: string): Promise<ProductDetail> {
  const [found, quote] = await Promise.all([
    UUID.test(id) ? publicProductDetail(ctx.db, id) : undefined,
    deps.currencies.quoteFor(ctx),
  ]);
  if (!found) throw new AppError('not_found');
  const { product, texts, images, categoryNames: names } = found;
  const text = pickTranslation(texts, ctx.language, product.defaultLanguage);
  const nameOf = (categoryId: string) =>
    categoryName(
      Object.fromEntries(names.filter((row) => row.categoryId === categoryId).map((row) => [row.language, row.name])),
      ctx.language,
    );
  const presentedImages = images.map((image) => presentImage(deps.storage, image));
  const label = labelOf(product, {
    seller: found.seller,
    text,
    ingredients: found.ingredients,
    freeFrom: found.freeFrom,
  });
  return {
    id,
    title: text?.title ?? '',
    ...quotedPrices(product, quote),
    condition: product.condition,
    inStock: product.stock > 0,
    specialOffer: product.isSpecialOffer,
    image: presentedImages[0] ?? null,
    company: { id: product.companyId, name: found.companyName },
    rating: ratingOf(found),
    language: text?.language ?? product.defaultLanguage,
    description: text?.description ?? '',
    action: text?.action ?? '',
    howToUse: text?.howToUse ?? '',
    composition: text?.composition ?? '',
    specialOfferText: text?.specialOffer ?? '',
    stock: product.stock,
    deliveryDays: product.deliveryDays,
    netContent: product.netContent,
    netUnit: product.netUnit,
    ean: product.ean,
    category: { id: product.categoryId, name: nameOf(product.categoryId) },
    subcategory: product.subcategoryId ? { id: product.subcategoryId, name: nameOf(product.subcategoryId) } : null,
    images: presentedImages,
    label,
    createdAt: product.createdAt.toISOString(),
  };
}

export async function isPublic(ctx: RequestContext, id: string): Promise<boolean> {
  return UUID.test(id) && (await repository.findProduct(ctx.db, id))?.isPublic === true;
}

/** An SVG QR code of the product's address. */
export async function getQrCode(
  deps: Pick<ProductsServiceDeps, 'publicUrl'>,
  ctx: RequestContext,
  id: string,
): Promise<string> {
  if (!(await isPublic(ctx, id))) throw new AppError('not_found');
  return QRCode.toString(`${deps.publicUrl}/products/${id}`, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}
