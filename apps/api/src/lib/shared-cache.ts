import { randomUUID } from 'node:crypto';
import type { SharedState } from '../plugins/shared-state';
import type { ResponseCache } from './response-cache';

/** The channel every instance's cache clearings go through. */
const CHANNEL = 'cache-invalidations';

interface Invalidation {
  /** The instance that cleared: it does not clear twice on hearing itself. */
  from: string;
  /** The tags cleared; null: everything. */
  tags: readonly string[] | null;
}

/**
 * The cache of one instance, cleared also when another instance clears its own: each clearing is
 * published on Redis and every instance applies the ones it hears, so a product edited through one
 * instance is fresh at once through all. When the subscription breaks and comes back, clearings of
 * the break may be lost: then the whole cache goes.
 */
export async function shareInvalidations(
  cache: ResponseCache,
  shared: SharedState,
  log: { warn(details: object, message: string): void },
): Promise<ResponseCache> {
  const self = randomUUID();
  await shared.subscribe(CHANNEL, (message) => {
    const heard = JSON.parse(message) as Invalidation;
    if (heard.from !== self) cache.invalidate(heard.tags ?? undefined);
  });
  shared.onResubscribed(() => cache.invalidate());
  return {
    get: (key) => cache.get(key),
    set: (key, body, tags) => cache.set(key, body, tags),
    alsoClear: (store) => cache.alsoClear(store),
    invalidate(tags) {
      cache.invalidate(tags);
      const message: Invalidation = { from: self, tags: tags ?? null };
      shared
        .publish(CHANNEL, JSON.stringify(message))
        .catch((error: unknown) => log.warn({ err: error }, 'a cache clearing did not reach the other instances'));
    },
  };
}
