import type { RequestContext } from '../../../lib/context';
import type { ResponseCache } from '../../../lib/response-cache';
import type { Storage } from '../../../lib/storage';
import type { CurrenciesService } from '../../pricing';
import type { SearchEngine } from '../search/engine';
import type { SynonymGroups } from '../synonym-groups';
import type { SearchSync } from '../search/sync';

/**
 * What the catalog needs of the companies module (passed in app.ts): who sells, in which language
 * it writes, and whether it is approved, so that its products may show.
 */
export interface SellerDirectory {
  sellerOf(
    ctx: RequestContext,
    companyId: string,
  ): Promise<
    | {
        name: string;
        defaultLanguage: string;
        approved: boolean;
        /** The registered name and address: the Responsible Person of products that name no other. */
        legalName: string;
        address: string;
      }
    | undefined
  >;
  namesOf(ctx: RequestContext, companyIds: string[]): Promise<Map<string, string>>;
}

/** What every products use case is given: the products service's dependencies. */
export interface ProductsServiceDeps {
  storage: Storage;
  cache: ResponseCache;
  publicUrl: string;
  sellers: SellerDirectory;
  currencies: CurrenciesService;
  /** The search engine of SEARCH_URL; unset: search runs on PostgreSQL. */
  searchEngine?: SearchEngine | undefined;
  /** Enqueues the jobs that keep the search engine in step; set with `searchEngine`. */
  searchSync?: SearchSync | undefined;
  /** The operator's search synonyms, in memory (synonym-groups.ts). */
  synonyms: SynonymGroups;
}
