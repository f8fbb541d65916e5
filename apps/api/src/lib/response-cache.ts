/**
 * Finished JSON answers of hot public reads (catalog pages, product pages), kept in memory for a
 * short time. Any change to the catalog bumps the version, so this instance never serves a stale
 * answer; another instance's change is seen within `ttlMs` at most.
 */
export interface ResponseCache {
  get(key: string): string | undefined;
  set(key: string, json: string): void;
  /** Called after every write that changes what the storefront shows. */
  invalidate(): void;
}

export function createResponseCache(options: { maxEntries: number; ttlMs: number }): ResponseCache {
  let entries = new Map<string, { json: string; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      // Re-insert: a Map keeps insertion order, so the oldest used entry is first.
      entries.delete(key);
      entries.set(key, entry);
      return entry.json;
    },
    set(key, json) {
      if (options.ttlMs <= 0) return;
      entries.set(key, { json, expiresAt: Date.now() + options.ttlMs });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    invalidate() {
      entries = new Map();
    },
  };
}
