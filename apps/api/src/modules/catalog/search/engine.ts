import type { ListingFilter, ListingSort } from '../listings.repository';

/** A storefront search as the engine is asked it: the visitor's words, the filters, the order, a page. */
export interface SearchRequest {
  /** The visitor's text as typed (the engine does its own typo, diacritics and synonym matching). */
  text: string;
  /** The filters besides the words; prices are euro minor units, ratings hundredths of a star. */
  filter: Omit<ListingFilter, 'tsquery'>;
  sort: ListingSort;
  offset: number;
  limit: number;
}

/** A page of matches as product ids in order, and how many match (`estimated` when the engine only estimates it). */
export interface SearchAnswer {
  ids: string[];
  total: number;
  estimated: boolean;
}

/**
 * A search engine beside the database (SEARCH_URL). When one is set, searches with words go to
 * it; lists without words and the cards themselves stay in PostgreSQL. Jobs keep it in step
 * with the listings (see sync.ts).
 */
export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchAnswer>;
}

/** The engine did not answer (down, too slow, 5xx) or has no index yet: the caller searches PostgreSQL instead. */
export class SearchEngineUnavailable extends Error {
  override readonly name = 'SearchEngineUnavailable';
}
