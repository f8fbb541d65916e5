import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/**
 * Finished answers of hot public reads (the catalog's JSON, the storefront pages' first screens),
 * kept in memory for a short time, each with the tags of what it shows. A write clears the answers tagged with what it
 * changed (one product, one company, every list), so this instance never serves a stale answer;
 * another instance's change is seen within `ttlMs` at most.
 *
 * An answer is compressed once per encoding, when a browser first asks for it so, and then sent as
 * the stored bytes.
 */
export interface ResponseCache {
  get(key: string): CachedAnswer | undefined;
  /** Keeps the answer (unless the cache is off) and gives it back, ready to send. */
  set(key: string, body: string, tags: readonly string[]): CachedAnswer;
  /** Called after every write that changes what the storefront shows: the answers with any of `tags`, or all. */
  invalidate(tags?: readonly string[]): void;
  /** Another store made from the same rows: cleared with this cache, by this instance's writes and by others'. */
  alsoClear(store: Clearable): void;
}

/** What can be cleared by tag, or whole. */
export type Clearable = Pick<TaggedStore<unknown>, 'invalidate'>;

export type ContentEncoding = 'br' | 'gzip';

export interface CachedAnswer {
  /** The answer's text: JSON, or a page's HTML. */
  readonly body: string;
  /** The text compressed in `encoding`, made on the first call and kept. */
  encoded(encoding: ContentEncoding): Buffer;
}

/** Smaller than this, compressing costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/** The tags answers are filed under, so that each write clears only what it changed. */
export const cacheTags = {
  categories: 'categories',
  /** Every list of products, whatever its filter. */
  lists: 'lists',
  /** Lists filtered by neither category nor seller: any product can enter or leave them. */
  allLists: 'lists:all',
  categoryLists: (categoryId: string) => `lists:category:${categoryId}`,
  companyLists: (companyId: string) => `lists:company:${companyId}`,
  product: (productId: string) => `product:${productId}`,
  /** A seller's product pages (they show its name and whether it is approved). */
  companyProducts: (companyId: string) => `company:${companyId}`,
  /** The operator's search synonyms: no answer carries it; the instances' synonym groups follow it. */
  synonyms: 'synonyms',
};

/** The lists and the page a change to one product shows in: its category's, its seller's, the unfiltered ones. */
export function productTags(product: {
  id: string;
  companyId: string;
  categoryIds: readonly (string | null | undefined)[];
}): string[] {
  return [
    cacheTags.product(product.id),
    cacheTags.allLists,
    cacheTags.companyLists(product.companyId),
    ...product.categoryIds.flatMap((id) => (id ? [cacheTags.categoryLists(id)] : [])),
  ];
}

/** The tags of a list: the lists of its category, else of its seller, else the unfiltered ones. */
export function listTags(list: {
  categoryId?: string | undefined;
  subcategoryId?: string | undefined;
  companyId?: string | undefined;
}): string[] {
  const scope = list.subcategoryId ?? list.categoryId;
  if (scope) return [cacheTags.lists, cacheTags.categoryLists(scope)];
  if (list.companyId) return [cacheTags.lists, cacheTags.companyLists(list.companyId)];
  return [cacheTags.lists, cacheTags.allLists];
}

/**
 * Compression effort for an answer: one kept for others is worth squeezing (brotli 4, gzip 6);
 * one sent once is compressed fast (brotli 1, gzip 1: three times quicker, some 12% larger).
 */
const EFFORT = { kept: { brotli: 4, gzip: 6 }, once: { brotli: 1, gzip: 1 } } as const;

function answerOf(body: string, effort: (typeof EFFORT)[keyof typeof EFFORT]): CachedAnswer {
  const encodings = new Map<ContentEncoding, Buffer>();
  return {
    body,
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (!bytes) {
        bytes =
          encoding === 'br'
            ? brotliCompressSync(body, {
                params: {
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_QUALITY]: effort.brotli,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzipSync(body, { level: effort.gzip });
        encodings.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli when the browser takes it, else gzip,
 * else none. An encoding given `q=0` is refused.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Sends a kept answer: its stored compressed bytes when the browser takes brotli or gzip, else its text. */
export function sendAnswer(reply: FastifyReply, acceptEncoding: string | undefined, answer: CachedAnswer) {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || answer.body.length < COMPRESS_FROM_BYTES) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}

interface Entry<T> {
  value: T;
  tags: readonly string[];
  expiresAt: number;
}

/** What a tagged store keeps: values by key, each with the tags of what it was made from. */
export interface TaggedStore<T> {
  get(key: string): T | undefined;
  set(key: string, value: T, tags: readonly string[]): void;
  /** The values with any of `tags`, or all. */
  invalidate(tags?: readonly string[]): void;
}

/** Values kept for `ttlMs` (none when 0), the least recently used dropped past `maxEntries`, and cleared by tag. */
export function createTaggedStore<T>(options: { maxEntries: number; ttlMs: number }): TaggedStore<T> {
  const entries = new Map<string, Entry<T>>();
  const keysByTag = new Map<string, Set<string>>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        remove(key);
        return undefined;
      }
      // Re-insert: a Map keeps insertion order, so the oldest used entry is first.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, tags) {
      if (options.ttlMs <= 0) return;
      remove(key);
      entries.set(key, { value, tags, expiresAt: Date.now() + options.ttlMs });
      for (const tag of tags) {
        let keys = keysByTag.get(tag);
        if (!keys) keysByTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
    },
    invalidate(tags) {
      if (!tags) {
        entries.clear();
        keysByTag.clear();
        return;
      }
      for (const tag of tags) for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
    },
  };
}

export function createResponseCache(options: { maxEntries: number; ttlMs: number }): ResponseCache {
  const answers = createTaggedStore<CachedAnswer>(options);
  const others: Clearable[] = [];
  return {
    get: (key) => answers.get(key),
    set(key, body, tags) {
      const answer = answerOf(body, options.ttlMs > 0 ? EFFORT.kept : EFFORT.once);
      answers.set(key, answer, tags);
      return answer;
    },
    invalidate(tags) {
      answers.invalidate(tags);
      for (const other of others) other.invalidate(tags);
    },
    alsoClear(store) {
      others.push(store);
    },
  };
}
