import type { Database } from '../../../db/client';
import type { RequestContext } from '../../../lib/context';
import type { JobQueue } from '../../../lib/jobs';
import type { SearchEngine } from './engine';
import {
  createMeilisearchClient,
  createMeilisearchEngine,
  MeilisearchError,
  PRODUCTS_INDEX_SETTINGS,
  productsIndexUid,
  type MeilisearchConnection,
} from './meilisearch';
import { createSearchSync, type SearchSync } from './sync';

export interface SearchSettings extends MeilisearchConnection {
  /** The database, whose name the index is named after. */
  databaseUrl: string | undefined;
  dataDir: string;
}

/** How long the start waits for the engine's health check. */
const START_TIMEOUT_MS = 5_000;

/** The engine's settings that PRODUCTS_INDEX_SETTINGS fixes, in the order they are compared. */
const FIXED_SETTINGS = Object.keys(PRODUCTS_INDEX_SETTINGS) as (keyof typeof PRODUCTS_INDEX_SETTINGS)[];

/**
 * The search engine of SEARCH_URL: the storefront's search on it, the jobs that keep its index in
 * step, and what the start checks (that it answers and takes the key, failing the start naming
 * the setting otherwise) and does (the first build when there is no index, this version's
 * settings on an index made by an older one).
 */
export function createSearch(settings: SearchSettings, deps: { db: Database; jobs: JobQueue }) {
  const client = createMeilisearchClient(settings);
  const indexUid = productsIndexUid(settings.databaseUrl, settings.dataDir);
  const sync: SearchSync = createSearchSync({ db: deps.db, jobs: deps.jobs, client, indexUid });
  const engine: SearchEngine = createMeilisearchEngine(client, indexUid);
  const host = new URL(settings.url).host;

  /** A missing index is built (by a job); an older version's settings are brought up to date. */
  async function prepare(ctx: RequestContext): Promise<void> {
    if (!(await client.hasIndex(indexUid))) {
      await sync.rebuildSoon(ctx);
      return;
    }
    const path = `/indexes/${encodeURIComponent(indexUid)}/settings`;
    const current = await client.request<Record<string, unknown>>('GET', path);
    const changed = FIXED_SETTINGS.filter(
      (name) => JSON.stringify(current[name]) !== JSON.stringify(PRODUCTS_INDEX_SETTINGS[name]),
    );
    if (changed.length > 0) {
      ctx.log.info({ settings: changed }, 'search index settings updated');
      await client.request(
        'PATCH',
        path,
        Object.fromEntries(changed.map((name) => [name, PRODUCTS_INDEX_SETTINGS[name]])),
      );
    }
  }

  return {
    engine,
    sync,
    indexUid,
    /** Throws, naming the setting, when the engine does not answer or refuses the key. */
    async connect(): Promise<void> {
      try {
        await client.health(START_TIMEOUT_MS);
      } catch (error) {
        throw new Error(`SEARCH_URL: the search engine does not answer at ${host}`, { cause: error });
      }
      try {
        await client.hasIndex(indexUid);
      } catch (error) {
        if (error instanceof MeilisearchError && (error.status === 401 || error.status === 403))
          throw new Error(`SEARCH_API_KEY: the search engine at ${host} refuses the key`, { cause: error });
        throw error;
      }
    },
    /**
     * Once the job worker runs: a missing index is built; an older version's settings are brought
     * up to date. A failure is logged, not fatal: search then runs on PostgreSQL until a rebuild.
     */
    async prepareIndex(ctx: RequestContext): Promise<void> {
      await prepare(ctx).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'the search index could not be prepared; run npm run search:rebuild'),
      );
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
