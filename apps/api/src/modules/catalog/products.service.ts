import type { RequestContext } from '../../lib/context';
import type { DomainEvents } from '../../lib/events';
import { companyChanged, companyStatusChanged, ratingChanged, refreshCompanyListings } from './products/changes';
import type { ProductsServiceDeps } from './products/deps';
import { getProduct, getQrCode, isPublic } from './products/detail';
import {
  createProduct,
  getOwn,
  listOwn,
  removeProduct,
  setActive,
  updateProduct,
  type ProductValues,
} from './products/editing';
import { addImage, removeImage, reorderImages } from './products/images';
import {
  cardsForCart,
  catalogFacets,
  createEstimates,
  createPageStarts,
  listCatalog,
  type CatalogFilter,
} from './products/listing';
import { checkComposition, ingredientPage, lookUp } from './ingredients/ingredient-pages';
import { returnStock, takeStock, type ReturnedLine } from './products/stock';
import { titlesWrittenIn } from './products/titles';
import { createCloseTerms } from './search-query';

export type { ProductsServiceDeps, SellerDirectory } from './products/deps';

type StockLine = { productId: string; quantity: number };

/**
 * Products: the storefront's lists and pages, the seller's editing, and the stock orders take.
 * Each use case lives in products/ as a function of (deps, ctx, input); this binds the deps.
 */
export function createProductsService(deps: ProductsServiceDeps) {
  const pageStarts = createPageStarts();
  deps.cache.alsoClear(pageStarts);
  const closeTerms = createCloseTerms();
  deps.cache.alsoClear(closeTerms);
  const listingDeps = { ...deps, estimates: createEstimates(), pageStarts, closeTerms };
  return {
    // The companies module's events
    companyStatusChanged: (ctx: RequestContext, event: DomainEvents['company.statusChanged']) =>
      companyStatusChanged(deps, ctx, event),
    companyChanged: (ctx: RequestContext, event: DomainEvents['company.changed']) => companyChanged(deps, ctx, event),
    refreshCompanyListings: (ctx: RequestContext, companyId: string) => refreshCompanyListings(deps, ctx, companyId),
    // The reviews module's change
    ratingChanged: (ctx: RequestContext, productId: string, rating: { average: number; count: number }) =>
      ratingChanged(deps, ctx, productId, rating),

    // The storefront
    listCatalog: (ctx: RequestContext, query: CatalogFilter) => listCatalog(listingDeps, ctx, query),
    catalogFacets: (ctx: RequestContext, query: CatalogFilter) => catalogFacets(listingDeps, ctx, query),
    lookUpIngredients: (ctx: RequestContext, text: string) => lookUp(ctx, text),
    ingredientPage: (ctx: RequestContext, slug: string, page: number) => ingredientPage(deps, ctx, slug, page),
    checkComposition: (ctx: RequestContext, composition: string) => checkComposition(ctx, composition),
    getProduct: (ctx: RequestContext, id: string) => getProduct(deps, ctx, id),
    isPublic: (ctx: RequestContext, id: string) => isPublic(ctx, id),
    getQrCode: (ctx: RequestContext, id: string) => getQrCode(deps, ctx, id),

    // The cart and orders
    forCart: (ctx: RequestContext, ids: string[]) => cardsForCart(deps, ctx, ids),
    /** For ratings: products' titles in the caller's language, public or not. */
    titlesOf: async (ctx: RequestContext, ids: string[]) =>
      new Map((await cardsForCart(deps, ctx, ids)).map(({ card }) => [card.id, card.title])),
    /** For order lines: titles written in the caller's language, none where a product has none. */
    titlesWrittenIn: (ctx: RequestContext, ids: string[]) => titlesWrittenIn(ctx, ids),
    takeStock: (ctx: RequestContext, lines: StockLine[]) => takeStock(deps, ctx, lines),
    returnStock: (ctx: RequestContext, lines: ReturnedLine[]) => returnStock(deps, ctx, lines),

    // The seller's products
    listOwn: (ctx: RequestContext, query: { q?: string | undefined; page: number }) => listOwn(deps, ctx, query),
    getOwn: (ctx: RequestContext, id: string) => getOwn(deps, ctx, id),
    create: (ctx: RequestContext, input: ProductValues) => createProduct(deps, ctx, input),
    update: (ctx: RequestContext, id: string, input: ProductValues) => updateProduct(deps, ctx, id, input),
    setActive: (ctx: RequestContext, id: string, active: boolean) => setActive(deps, ctx, id, active),
    remove: (ctx: RequestContext, id: string) => removeProduct(deps, ctx, id),
    addImage: (ctx: RequestContext, id: string, bytes: Buffer) => addImage(deps, ctx, id, bytes),
    removeImage: (ctx: RequestContext, id: string, imageId: string) => removeImage(deps, ctx, id, imageId),
    reorderImages: (ctx: RequestContext, id: string, imageIds: string[]) => reorderImages(deps, ctx, id, imageIds),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
