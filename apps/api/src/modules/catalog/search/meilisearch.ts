import { SearchEngineUnavailable } from './engine';
import type { ListingSort } from '../listings.repository';
import type { SearchAnswer, SearchEngine, SearchRequest } from './engine';

/**
 * Meilisearch (v1.x) over its REST API with plain fetch: the storefront's search (SEARCH_URL) and
 * the writes that keep its index in step (sync.ts, rebuild.ts). Every write is a task the engine
 * runs later; `write` waits for it and throws when it failed, so a job that wrote retries.
 */

/** Where the engine is, and its key (sent as `Authorization: Bearer`). */
export interface MeilisearchConnection {
  url: string;
  apiKey: string | undefined;
}

/** The engine refused a request (4xx): a mistake of ours, not an outage. */
export class MeilisearchError extends Error {
  override readonly name = 'MeilisearchError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A search waits this long at most: a visitor would rather have PostgreSQL's answer now. */
const SEARCH_TIMEOUT_MS = 2_000;
/** Writes and task lookups wait longer: they run in jobs. */
const WRITE_TIMEOUT_MS = 30_000;
/** How often a task's state is asked while it runs. */
const TASK_POLL_MS = 50;
/** Meilisearch's pagination.maxTotalHits: a search reaches this many hits and counts no further. */
export const MAX_TOTAL_HITS = 1_000;

interface EnqueuedTask {
  taskUid: number;
}

interface TaskView {
  uid: number;
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  error: { code: string; message: string } | null;
}

/** An answer's body as JSON; a body that is not (a proxy's error page) as an empty object. */
function parseJson(text: string): unknown {
  try {
    return text === '' ? {} : JSON.parse(text);
  } catch {
    return {};
  }
}

export type MeilisearchClient = ReturnType<typeof createMeilisearchClient>;

export function createMeilisearchClient(connection: MeilisearchConnection) {
  const base = connection.url.replace(/\/+$/, '');

  async function request<T>(method: string, path: string, body?: unknown, timeoutMs = WRITE_TIMEOUT_MS): Promise<T> {
    let response: Response;
    try {
      response = await fetch(base + path, {
        method,
        headers: {
          ...(connection.apiKey && { authorization: `Bearer ${connection.apiKey}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SearchEngineUnavailable(`the search engine does not answer at ${new URL(base).host}`, { cause: error });
    }
    const text = await response.text();
    if (response.status >= 500)
      throw new SearchEngineUnavailable(`the search engine answered ${response.status} to ${method} ${path}`);
    const parsed = parseJson(text) as T & { code?: string; message?: string };
    if (response.status >= 400) {
      throw new MeilisearchError(response.status, parsed.code ?? 'unknown', parsed.message ?? `${method} ${path}`);
    }
    return parsed;
  }

  /** Waits until the task has run; throws its error when it failed. */
  async function waitForTask(taskUid: number, timeoutMs = WRITE_TIMEOUT_MS): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const task = await request<TaskView>('GET', `/tasks/${taskUid}`);
      if (task.status === 'succeeded') return;
      if (task.status === 'failed' || task.status === 'canceled') {
        throw new MeilisearchError(
          400,
          task.error?.code ?? task.status,
          task.error?.message ?? `task ${taskUid} ${task.status}`,
        );
      }
      if (Date.now() > until) throw new SearchEngineUnavailable(`task ${taskUid} did not finish in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, TASK_POLL_MS));
    }
  }

  return {
    request,
    waitForTask,
    /** Sends a write (a task) and waits until the engine has applied it. */
    async write(method: string, path: string, body?: unknown): Promise<void> {
      const task = await request<EnqueuedTask>(method, path, body);
      await waitForTask(task.taskUid);
    },
    /** Throws SearchEngineUnavailable when the engine does not answer its health check. */
    async health(timeoutMs = SEARCH_TIMEOUT_MS): Promise<void> {
      await request('GET', '/health', undefined, timeoutMs);
    },
    /** Whether the index exists. */
    async hasIndex(uid: string): Promise<boolean> {
      try {
        await request('GET', `/indexes/${encodeURIComponent(uid)}`);
        return true;
      } catch (error) {
        if (error instanceof MeilisearchError && error.code === 'index_not_found') return false;
        throw error;
      }
    },
  };
}

/**
 * The products index's name: one engine may serve several marketplaces (a staging and a
 * production database), each under its database's name, as Redis keys are (lib/redis.ts).
 */
export function productsIndexUid(databaseUrl: string | undefined, dataDir: string): string {
  const database = databaseUrl ? new URL(databaseUrl).pathname.replace(/^\//, '') || 'postgres' : dataDir;
  return `glowmarket_${database.replace(/[^a-zA-Z0-9_-]+/g, '_').replace(/^_+|_+$/g, '')}_products`;
}

/**
 * The index's settings: what it searches (every title, the brand, the composition in every
 * language, as PostgreSQL does), what it filters and sorts by, and `sort` first among the ranking
 * rules, so that a sorted search is in that order whatever the words' relevance (ties by id, as in
 * listings.repository.ts). Typo tolerance keeps Meilisearch's defaults (one typo from 5 letters, two
 * from 9).
 */
export const PRODUCTS_INDEX_SETTINGS = {
  searchableAttributes: ['titles', 'brand', 'composition'],
  filterableAttributes: [
    'categoryId',
    'subcategoryId',
    'companyId',
    'price',
    'condition',
    'inStock',
    'specialOffer',
    'rating',
  ],
  sortableAttributes: ['price', 'createdAt', 'rating', 'id'],
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness'],
};

/** Each order of listings.repository.ts `orderBy`, ending on the product id as it does. */
const SORTS: Record<Exclude<ListingSort, 'relevance'>, string[]> = {
  newest: ['createdAt:desc', 'id:asc'],
  price_asc: ['price:asc', 'id:asc'],
  price_desc: ['price:desc', 'id:desc'],
  rating: ['rating:desc', 'id:desc'],
};

/** A string the filter syntax reads as one value whatever it holds. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;

/** The request's filters in the engine's syntax, joined by AND; the index holds public listings only. */
export function filterOf(filter: SearchRequest['filter']): string | undefined {
  const parts: string[] = [];
  if (filter.categoryId) parts.push(`categoryId = ${quoted(filter.categoryId)}`);
  if (filter.subcategoryId) parts.push(`subcategoryId = ${quoted(filter.subcategoryId)}`);
  if (filter.companyId) parts.push(`companyId = ${quoted(filter.companyId)}`);
  if (filter.minPrice !== undefined) parts.push(`price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) parts.push(`price <= ${filter.maxPrice}`);
  if (filter.condition) parts.push(`condition = ${quoted(filter.condition)}`);
  if (filter.inStock) parts.push('inStock = true');
  if (filter.specialOffer) parts.push('specialOffer = true');
  if (filter.minRating !== undefined) parts.push(`rating >= ${filter.minRating}`);
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}

/**
 * The storefront's search on Meilisearch. Every word must match (`matchingStrategy: all`, as on
 * PostgreSQL). Pages are asked by number, so that the total is exhaustive up to the engine's
 * 1 000 reachable hits (an offset answers only an estimate); at 1 000 the total is an estimate,
 * as PostgreSQL's is at its 1 000 ranked candidates.
 */
export function createMeilisearchEngine(client: MeilisearchClient, indexUid: string): SearchEngine {
  return {
    async search(request: SearchRequest): Promise<SearchAnswer> {
      const byPage = request.limit > 0 && request.offset % request.limit === 0;
      const body = {
        q: request.text,
        matchingStrategy: 'all',
        filter: filterOf(request.filter),
        ...(request.sort !== 'relevance' && { sort: SORTS[request.sort] }),
        attributesToRetrieve: ['id'],
        ...(byPage
          ? { page: request.offset / request.limit + 1, hitsPerPage: request.limit }
          : { offset: request.offset, limit: request.limit }),
      };
      let answer: { hits: { id: string }[]; totalHits?: number; estimatedTotalHits?: number };
      try {
        answer = await client.request(
          'POST',
          `/indexes/${encodeURIComponent(indexUid)}/search`,
          body,
          SEARCH_TIMEOUT_MS,
        );
      } catch (error) {
        // Not built yet (the first rebuild is under way): PostgreSQL answers meanwhile.
        if (error instanceof MeilisearchError && error.code === 'index_not_found')
          throw new SearchEngineUnavailable(`the search index ${indexUid} does not exist yet`, { cause: error });
        throw error;
      }
      const total = answer.totalHits ?? answer.estimatedTotalHits ?? 0;
      return {
        ids: answer.hits.map((hit) => hit.id),
        total,
        estimated: answer.totalHits === undefined || total >= MAX_TOTAL_HITS,
      };
    },
  };
}

/** For /api/ready: a check that throws when the engine at `connection` does not answer. */
export function searchEngineHealth(connection: MeilisearchConnection): () => Promise<void> {
  const client = createMeilisearchClient(connection);
  return () => client.health();
}
