import { afterCommit, type RequestContext } from '../../../lib/context';
import type { DomainEvents } from '../../../lib/events';
import { cacheTags, productTags } from '../../../lib/response-cache';
import * as listings from '../listing-writes.repository';
import * as repository from '../products.repository';
import type { ProductsServiceDeps } from './deps';

// What a write changes beyond its own rows: the storefront's listing rows and the cached answers.

type ChangeDeps = Pick<ProductsServiceDeps, 'cache' | 'searchSync'>;

/** Once the caller's transaction commits: clears the cached pages and lists these products show in. */
export function productsChanged(deps: ChangeDeps, ctx: RequestContext, places: listings.ListingPlace[]) {
  afterCommit(ctx, () => deps.cache.invalidate(places.flatMap(productTags)));
}

/**
 * With a search engine (SEARCH_URL): enqueues, in the caller's transaction, the job that brings
 * these products' listings to it as they are when it runs (a listing gone or no longer public is
 * taken out). Every listing write below calls it; without an engine it does nothing.
 */
async function searchFollows(
  deps: Pick<ProductsServiceDeps, 'searchSync'>,
  ctx: RequestContext,
  scope: { productIds: string[] } | { companyId: string },
) {
  await deps.searchSync?.listingsChanged(ctx, scope);
}

/**
 * After stock moved, in the caller's transaction: the product's listing shows "in stock" exactly
 * when it has some; when that flipped, its lists are cleared and the search engine follows.
 */
export async function setListingInStock(deps: ChangeDeps, ctx: RequestContext, productId: string, inStock: boolean) {
  const place = await listings.setInStock(ctx.db, productId, inStock);
  if (!place) return;
  productsChanged(deps, ctx, [place]);
  await searchFollows(deps, ctx, { productIds: [place.id] });
}

/** A product was deleted (its listing with it): its page and lists are cleared, and the search engine drops it. */
export async function productRemoved(deps: ChangeDeps, ctx: RequestContext, place: listings.ListingPlace) {
  productsChanged(deps, ctx, [place]);
  await searchFollows(deps, ctx, { productIds: [place.id] });
}

/**
 * Once the caller's transaction commits: clears the pages of products whose stock changed. A page
 * shows how many are left, so every sale clears it; lists show only whether a product is in
 * stock, so they are cleared (productsChanged) only when that flips.
 */
export function stockChanged(deps: ChangeDeps, ctx: RequestContext, productIds: string[]) {
  if (productIds.length > 0) afterCommit(ctx, () => deps.cache.invalidate(productIds.map(cacheTags.product)));
}

/**
 * Once the caller's transaction commits: clears the company's product pages, every list (its
 * products' cards) and the category tree (which shows approved sellers' own categories only).
 */
function companyPagesChanged(deps: ChangeDeps, ctx: RequestContext, companyId: string) {
  afterCommit(ctx, () =>
    deps.cache.invalidate([cacheTags.companyProducts(companyId), cacheTags.lists, cacheTags.categories]),
  );
}

/** Rewrites the listing rows of some of a company's products, or all of them, inside the caller's transaction. */
export async function refreshListings(
  deps: Pick<ProductsServiceDeps, 'sellers' | 'searchSync'>,
  ctx: RequestContext,
  companyId: string,
  productIds?: string[],
) {
  const company = await deps.sellers.sellerOf(ctx, companyId);
  if (!company) return;
  const scope = productIds ? { productIds } : { companyId };
  await listings.refreshListings(ctx.db, scope, company);
  await searchFollows(deps, ctx, scope);
}

/** The companies module's event: an approved company's active products show, others' do not. */
export async function companyStatusChanged(
  deps: ProductsServiceDeps,
  ctx: RequestContext,
  event: DomainEvents['company.statusChanged'],
) {
  await repository.setCompanyProductsVisibility(ctx.db, event.companyId, event.status === 'approved');
  await refreshListings(deps, ctx, event.companyId);
  companyPagesChanged(deps, ctx, event.companyId);
}

/**
 * The companies module's event: cards show the seller's new short name (and search finds it),
 * labels its registered name and address.
 */
export async function companyChanged(
  deps: ProductsServiceDeps,
  ctx: RequestContext,
  event: DomainEvents['company.changed'],
) {
  const renamed = await listings.updateSeller(ctx.db, event.companyId, event);
  companyPagesChanged(deps, ctx, event.companyId);
  if (renamed) await searchFollows(deps, ctx, { companyId: event.companyId });
}

/**
 * The reviews module's change, in its transaction: a product's visible ratings now average
 * `average` hundredths of a star over `count`; its page and the lists it shows in are cleared.
 */
export async function ratingChanged(
  deps: ChangeDeps,
  ctx: RequestContext,
  productId: string,
  rating: { average: number; count: number },
) {
  const place = await listings.setRating(ctx.db, productId, rating);
  if (!place) return;
  productsChanged(deps, ctx, [place]);
  await searchFollows(deps, ctx, { productIds: [place.id] });
}

/** For the demo data, which backdates products after creating them: their listings as they are now. */
export async function refreshCompanyListings(deps: ProductsServiceDeps, ctx: RequestContext, companyId: string) {
  await refreshListings(deps, ctx, companyId);
  companyPagesChanged(deps, ctx, companyId);
}
