import type { catalogQuerySchema } from '@glowmarket/shared/catalog';
import { MAX_PRICE } from '@glowmarket/shared/catalog';
import { PAGE_SIZE } from '@glowmarket/shared/constants';
import type { z } from 'zod';
import type { RequestContext } from '../../../lib/context';
import { highestBaseQuotedAtMost, lowestBaseQuotedAtLeast, money } from '../../../lib/money';
import type { PriceQuote } from '../../pricing';
import * as listings from '../listings.repository';
import { buildTsQuery } from '../search-query';
import type { ProductsServiceDeps } from './deps';
import { cardOf } from './present';

export type CatalogFilter = z.output<typeof catalogQuerySchema>;

/** Lists count up to this many matches; past it, the total is the planner's estimate ("12,000+"). */
const CATALOG_COUNT_CAP = 1_000;
/** Search ranks its newest this many matches, and counts no further. */
const SEARCH_CANDIDATES = 1_000;
/** How long an estimated total serves before the planner is asked again. */
const ESTIMATE_TTL_MS = 60_000;
/** How many filters' estimated totals are kept. */
const ESTIMATES_KEPT = 2_000;

/**
 * Large totals by filter, kept for a while: such a total is shown rounded down as an estimate
 * ("12,000+"), so one a minute old serves as well as a new one, and a list costs one statement.
 */
export function createEstimates() {
  const kept = new Map<string, { total: number; until: number }>();
  return {
    async of(filter: listings.ListingFilter, estimate: () => Promise<number>): Promise<number> {
      const key = JSON.stringify(filter);
      const entry = kept.get(key);
      if (entry && entry.until > Date.now()) return entry.total;
      const total = await estimate();
      kept.delete(key);
      kept.set(key, { total, until: Date.now() + ESTIMATE_TTL_MS });
      const oldest = kept.keys().next().value;
      if (kept.size > ESTIMATES_KEPT && oldest !== undefined) kept.delete(oldest);
      return total;
    },
  };
}

/** The storefront's lists also keep the estimated totals between calls. */
export type ListingDeps = ProductsServiceDeps & { estimates: ReturnType<typeof createEstimates> };

/** 12 345 as 12 000: an estimate says no more than it knows. */
function roundedDown(estimate: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(estimate, 1))) - 1);
  return Math.floor(estimate / unit) * unit;
}

/** A price bound as the visitor's currency shows it: as typed when typed in it, else quoted. */
function shownAmount(quote: PriceQuote, base: number, typedIn: PriceQuote, typed: number | undefined) {
  if (typedIn.currency === quote.currency && typed !== undefined) return money(typed, quote.currency);
  const { amount, currency } = quote.price(base);
  return money(amount, currency);
}

/** The storefront's search and filtered lists, a page at a time, priced in the visitor's currency. */
export async function listCatalog(deps: ListingDeps, ctx: RequestContext, query: CatalogFilter) {
  const [tsquery, quote, typedIn] = await Promise.all([
    buildTsQuery(ctx.db, query.q),
    deps.currencies.quoteFor(ctx),
    deps.currencies.quoteFor(ctx, query.priceCurrency ?? 'EUR'),
  ]);
  const sort = query.sort ?? (tsquery ? 'relevance' : 'newest');
  // Bounds typed in a currency select the prices shown in it as at least / at most that amount.
  const minPrice =
    query.minPrice === undefined
      ? undefined
      : lowestBaseQuotedAtLeast(money(query.minPrice, typedIn.currency), typedIn.scaledRate, MAX_PRICE).amount;
  const maxPrice =
    query.maxPrice === undefined
      ? undefined
      : highestBaseQuotedAtMost(money(query.maxPrice, typedIn.currency), typedIn.scaledRate, MAX_PRICE).amount;
  const filter: listings.ListingFilter = {
    tsquery,
    categoryId: query.category,
    subcategoryId: query.subcategory,
    companyId: query.company,
    minPrice,
    maxPrice,
    condition: query.condition,
    inStock: query.inStock,
    specialOffer: query.specialOffer,
    minRating: query.minRating === undefined ? undefined : query.minRating * 100,
  };
  const page = { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE };
  let found: { rows: listings.CardRow[]; total: number; estimated: boolean };
  if (sort === 'relevance' && tsquery) {
    const { rows, total } = await listings.relevancePage(
      ctx.db,
      { ...filter, tsquery },
      page,
      ctx.language,
      SEARCH_CANDIDATES,
    );
    found = { rows, total, estimated: total >= SEARCH_CANDIDATES };
  } else {
    const { rows, hasMore, counted } = await listings.listingPage(
      ctx.db,
      filter,
      sort === 'relevance' ? 'newest' : sort,
      page,
      ctx.language,
      CATALOG_COUNT_CAP,
    );
    if (counted <= CATALOG_COUNT_CAP) {
      found = { rows, total: counted, estimated: false };
    } else {
      // An estimate may fall short of what the pages hold: the next page stays reachable.
      const seen = page.offset + rows.length + (hasMore ? 1 : 0);
      const estimate = await deps.estimates.of(filter, () => listings.estimateListings(ctx.db, filter));
      found = { rows, total: Math.max(roundedDown(Math.max(estimate, CATALOG_COUNT_CAP)), seen), estimated: true };
    }
  }
  return {
    items: found.rows.map((row) => cardOf(deps.storage, row, quote)),
    page: query.page,
    pageSize: PAGE_SIZE,
    total: found.total,
    totalIsEstimate: found.estimated,
    priceBounds: {
      min: minPrice === undefined ? null : shownAmount(quote, minPrice, typedIn, query.minPrice),
      max: maxPrice === undefined ? null : shownAmount(quote, maxPrice, typedIn, query.maxPrice),
    },
    pageAnchors: {},
  };
}

/**
 * For the cart: each product's card in the caller's language and currency, its euro price,
 * what is in stock and whether it is still sold. Unknown ids are left out.
 */
export async function cardsForCart(deps: ProductsServiceDeps, ctx: RequestContext, ids: string[]) {
  const quote = await deps.currencies.quoteFor(ctx);
  const rows = await listings.saleCardsByIds(ctx.db, ids, ctx.language);
  return rows.map((row) => ({
    card: cardOf(deps.storage, row, quote),
    basePrice: row.basePrice,
    stock: row.stock,
    purchasable: row.purchasable,
    /** Working days until the seller sends it: its "Ships in N days". */
    dispatchDays: row.dispatchDays,
    quote,
  }));
}
