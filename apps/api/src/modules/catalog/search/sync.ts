import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/context';
import type { JobKind, JobQueue } from '../../../lib/jobs';
import { listingsOf } from './documents.repository';
import type { MeilisearchClient } from './meilisearch';
import { indexSettings, rebuildSearchIndex } from './rebuild';

/**
 * Keeps the search engine in step with the listings (SEARCH_URL): every listing write enqueues a
 * job in its own transaction (products/changes.ts), so a rolled-back write never reaches the
 * engine and a committed one always does, retried while the engine is down. The job reads the
 * listings as they are when it runs, so jobs that run late or twice leave the index right.
 */

/** Which listings changed: some products, or all of a company's. */
type ListingsScope = { productIds: string[] } | { companyId: string };

export interface SearchSync {
  /** In `ctx`'s transaction: these products' listings changed (or went); the engine follows. */
  listingsChanged(ctx: RequestContext, scope: ListingsScope): Promise<void>;
  /** In `ctx`'s transaction: the synonym groups changed; the engine's synonyms follow. */
  synonymsChanged(ctx: RequestContext): Promise<void>;
  /** Queues a full rebuild (at start, when the engine has no index yet). */
  rebuildSoon(ctx: RequestContext): Promise<void>;
}

export interface SearchSyncDeps {
  db: Database;
  jobs: JobQueue;
  client: MeilisearchClient;
  indexUid: string;
}

/**
 * Writing into a missing index would make one without settings. It is missing only until the first
 * build (queued at start) swaps it in, which may have read a listing before this change: the job
 * is tried again, and applies once the index is there.
 */
async function requireIndex(deps: SearchSyncDeps) {
  if (!(await deps.client.hasIndex(deps.indexUid))) throw new Error('the search index is not built yet');
}

/** Puts the public listings' documents into the index and takes the others out. */
async function syncListings(deps: SearchSyncDeps, scope: ListingsScope) {
  await requireIndex(deps);
  const listings = await listingsOf(deps.db, scope);
  const documents = listings.flatMap((listing) => (listing.document ? [listing.document] : []));
  const gone = listings.filter((listing) => !listing.document).map((listing) => listing.id);
  const path = `/indexes/${encodeURIComponent(deps.indexUid)}/documents`;
  if (documents.length > 0) await deps.client.write('POST', `${path}?primaryKey=id`, documents);
  if (gone.length > 0) await deps.client.write('POST', `${path}/delete-batch`, gone);
}

/** Defines the search jobs on the queue and answers how to enqueue them. */
export function createSearchSync(deps: SearchSyncDeps): SearchSync {
  const listingsKind: JobKind<ListingsScope> = {
    name: 'search-listings',
    retryLimit: 10,
    retryDelaySeconds: 30,
    backoff: true,
    deadLetter: 'search-listings-failed',
    run: (scope) => syncListings(deps, scope),
  };
  const synonymsKind: JobKind<Record<string, never>> = {
    name: 'search-synonyms',
    retryLimit: 10,
    retryDelaySeconds: 30,
    backoff: true,
    run: async () => {
      await requireIndex(deps);
      const { synonyms } = await indexSettings(deps.db);
      await deps.client.write('PATCH', `/indexes/${encodeURIComponent(deps.indexUid)}/settings`, { synonyms });
    },
  };
  const rebuildKind: JobKind<Record<string, never>> = {
    name: 'search-rebuild',
    retryLimit: 3,
    retryDelaySeconds: 60,
    backoff: true,
    expireInSeconds: 60 * 60,
    run: async (_data, run) => {
      const count = await rebuildSearchIndex(deps);
      run.log.info({ documents: count }, 'search index rebuilt');
    },
  };
  for (const kind of [listingsKind, synonymsKind, rebuildKind] as JobKind<object>[]) deps.jobs.define(kind);

  return {
    async listingsChanged(ctx, scope) {
      if ('productIds' in scope && scope.productIds.length === 0) return;
      await deps.jobs.send(ctx, listingsKind, scope);
    },
    async synonymsChanged(ctx) {
      await deps.jobs.send(ctx, synonymsKind, {});
    },
    async rebuildSoon(ctx) {
      await deps.jobs.send(ctx, rebuildKind, {});
    },
  };
}
