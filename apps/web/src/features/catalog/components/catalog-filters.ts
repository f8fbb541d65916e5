import type { ProductSort } from '@glowmarket/shared/catalog';
import type { FreeFrom } from '@glowmarket/shared/cosmetics';
import { PRODUCT_CONDITIONS } from '@glowmarket/shared/constants';
import { CURRENCY_CODES, type CurrencyCode } from '@glowmarket/shared/currencies';
import { parseDecimal, toMinorUnits } from '../../../lib/money';

/** Shared's PRODUCT_SORTS, spelled out: importing the catalog schemas would load zod with the page. */
export const SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'newest',
  'rating',
] as const satisfies readonly ProductSort[];

/** Shared's FREE_FROM, spelled out for the same reason, in the order the filters show them. */
export const FREE_FROM_KEYS = [
  'fragrance',
  'parabens',
  'silicones',
  'alcohol',
  'sulfates',
] as const satisfies readonly FreeFrom[];

/** The least average ratings the catalog filters by: "4 stars and more". */
export const MIN_RATINGS = [4, 3, 2, 1] as const;
export type MinRating = (typeof MIN_RATINGS)[number];

export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

/**
 * Everything the catalog page is filtered, sorted and paged by. It all lives in the address, so a
 * link or the back button brings the same list back. Prices are kept as typed, in `priceCurrency`.
 */
export interface CatalogFilters {
  q: string;
  category: string | null;
  subcategory: string | null;
  company: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  priceCurrency: CurrencyCode;
  condition: ProductCondition | null;
  inStock: boolean;
  specialOffer: boolean;
  minRating: MinRating | null;
  /** Free from every one of these, kept in FREE_FROM_KEYS order so a list has one address. */
  freeFrom: FreeFrom[];
  /** Reference ingredients' slugs: one the products must contain, one they must not. */
  contains: string | null;
  excludes: string | null;
  sort: ProductSort | null;
  page: number;
  /**
   * Where `page` starts, as its page link carried it (the API's `pageAnchors`): the API then seeks
   * to the page instead of counting its way there. Null for a page typed by number.
   */
  after: string | null;
}

export const NO_FILTERS: CatalogFilters = {
  q: '',
  category: null,
  subcategory: null,
  company: null,
  minPrice: null,
  maxPrice: null,
  priceCurrency: 'EUR',
  condition: null,
  inStock: false,
  specialOffer: false,
  minRating: null,
  freeFrom: [],
  contains: null,
  excludes: null,
  sort: null,
  page: 1,
  after: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value && UUID.test(value) ? value : null;
}

function priceParam(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  return value === null ? null : parseDecimal(value);
}

/**
 * An anchor as the API writes it (base64url, within the API's 200 characters). Anything else in
 * the address is left out, so an edited or cut link still shows its page by number instead of
 * the API refusing the query.
 */
const ANCHOR = /^[A-Za-z0-9_-]{1,200}$/;

function anchorParam(params: URLSearchParams, page: number): string | null {
  const value = params.get('after');
  return page > 1 && value && ANCHOR.test(value) ? value : null;
}

/** A reference ingredient's address as the API accepts it (shared's ingredientSlugSchema). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function slugParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value && value.length <= 120 && SLUG.test(value) ? value : null;
}

/** `fragrance,parabens` → the known keys, each once, in their usual order. */
function freeFromParam(value: string | null): FreeFrom[] {
  const asked = new Set(value?.split(',') ?? []);
  return FREE_FROM_KEYS.filter((key) => asked.has(key));
}

function pick<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

/** The filters an address describes; anything unreadable is left out rather than refused. */
export function filtersFromParams(params: URLSearchParams): CatalogFilters {
  const category = idParam(params, 'category');
  const number = Number(params.get('page'));
  const page = Number.isInteger(number) && number >= 1 ? number : 1;
  return {
    q: params.get('q')?.trim() ?? '',
    category,
    // A subcategory means something only under its category.
    subcategory: category ? idParam(params, 'subcategory') : null,
    company: idParam(params, 'company'),
    minPrice: priceParam(params, 'minPrice'),
    maxPrice: priceParam(params, 'maxPrice'),
    priceCurrency: pick(CURRENCY_CODES, params.get('priceCurrency')) ?? 'EUR',
    condition: pick(PRODUCT_CONDITIONS, params.get('condition')),
    inStock: params.get('inStock') === 'true',
    specialOffer: params.get('specialOffer') === 'true',
    minRating: MIN_RATINGS.find((stars) => String(stars) === params.get('minRating')) ?? null,
    freeFrom: freeFromParam(params.get('freeFrom')),
    contains: slugParam(params, 'contains'),
    excludes: slugParam(params, 'excludes'),
    sort: pick(SORTS, params.get('sort')),
    page,
    after: anchorParam(params, page),
  };
}

/** The address of a set of filters; defaults are left out, so the plain list is just `/catalog`. */
export function paramsFromFilters(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.category && filters.subcategory) params.set('subcategory', filters.subcategory);
  if (filters.company) params.set('company', filters.company);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  const hasPrice = filters.minPrice !== null || filters.maxPrice !== null;
  if (hasPrice && filters.priceCurrency !== 'EUR') params.set('priceCurrency', filters.priceCurrency);
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.specialOffer) params.set('specialOffer', 'true');
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  setIngredients(params, filters);
  if (filters.sort) params.set('sort', filters.sort);
  setPage(params, filters);
  return params;
}

/** The free-from keys and the ingredient slugs: the address and the API's query spell them alike. */
function setIngredients(params: URLSearchParams, filters: CatalogFilters): void {
  const freeFrom = freeFromParam(filters.freeFrom.join(','));
  if (freeFrom.length > 0) params.set('freeFrom', freeFrom.join(','));
  if (filters.contains) params.set('contains', filters.contains);
  if (filters.excludes) params.set('excludes', filters.excludes);
}

/** The page and, when its link carried one, its anchor: the first page needs neither. */
function setPage(params: URLSearchParams, filters: CatalogFilters): void {
  if (filters.page <= 1) return;
  params.set('page', String(filters.page));
  if (filters.after) params.set('after', filters.after);
}

/**
 * The filters after a change: any change but the page itself goes back to the first page, and
 * a new category drops the subcategory of the old one. An anchor belongs to one page of one list,
 * so it goes with any change that does not bring its own.
 */
export function changeFilters(filters: CatalogFilters, changes: Partial<CatalogFilters>): CatalogFilters {
  const next = { ...filters, ...changes };
  if ('category' in changes && changes.category !== filters.category && !('subcategory' in changes)) {
    next.subcategory = null;
  }
  if (!('page' in changes)) next.page = 1;
  if (!('after' in changes) || !('page' in changes)) next.after = null;
  return next;
}

/** How many filters (not the search text, sort or page) are set: the phone's "Filters (2)". */
export function countFilters(filters: CatalogFilters): number {
  return (
    [
      filters.category,
      filters.company,
      filters.minPrice ?? filters.maxPrice,
      filters.condition,
      filters.inStock || null,
      filters.specialOffer || null,
      filters.minRating,
      filters.contains,
      filters.excludes,
    ].filter((value) => value !== null).length + filters.freeFrom.length
  );
}

/** The sort the list is in: the chosen one, else relevance for a search and newest otherwise (as the API). */
export function effectiveSort(filters: CatalogFilters): ProductSort {
  if (filters.sort === 'relevance' && !filters.q) return 'newest';
  return filters.sort ?? (filters.q ? 'relevance' : 'newest');
}

/**
 * The query string of GET /api/products. Price bounds go as typed, in minor units of the currency
 * they were typed in; the API turns them into the prices it selects.
 */
export function apiQueryFromFilters(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.category && filters.subcategory) params.set('subcategory', filters.subcategory);
  if (filters.company) params.set('company', filters.company);
  let min = filters.minPrice === null ? null : toMinorUnits(filters.minPrice, filters.priceCurrency);
  let max = filters.maxPrice === null ? null : toMinorUnits(filters.maxPrice, filters.priceCurrency);
  // Typed the wrong way round: the API would refuse it; the visitor clearly means the range.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if (min !== null) params.set('minPrice', String(min));
  if (max !== null) params.set('maxPrice', String(max));
  if ((min !== null || max !== null) && filters.priceCurrency !== 'EUR')
    params.set('priceCurrency', filters.priceCurrency);
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.specialOffer) params.set('specialOffer', 'true');
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  setIngredients(params, filters);
  const sort = effectiveSort(filters);
  if (filters.sort) params.set('sort', sort);
  setPage(params, filters);
  return params.toString();
}
