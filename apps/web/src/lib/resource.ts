import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * A small cache of GET answers for the code every visitor loads first (the shell, the catalog
 * list): the same idea as TanStack Query's useQuery, in a few lines, so the first page does not
 * carry the query library. An answer is shown at once when cached and fetched again when older
 * than `maxAge` (0: on every mount), so changes elsewhere show up on the next visit.
 */
interface Entry {
  data?: unknown;
  error?: unknown;
  loadedAt: number;
  loading: Promise<void> | null;
  listeners: Set<() => void>;
}

const cache = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { loadedAt: 0, loading: null, listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry) {
  entry.listeners.forEach((listener) => listener());
}

function load<T>(key: string, loader: (signal: AbortSignal) => Promise<T>): Promise<void> {
  const entry = entryOf(key);
  if (entry.loading) return entry.loading;
  const controller = new AbortController();
  entry.loading = loader(controller.signal)
    .then((data) => {
      entry.data = data;
      entry.error = undefined;
      entry.loadedAt = Date.now();
    })
    .catch((error: unknown) => {
      entry.error = error;
    })
    .finally(() => {
      entry.loading = null;
      publish(entry);
    });
  publish(entry);
  return entry.loading;
}

/** Puts an answer into the cache, e.g. what a save answered; components showing it re-render. */
export function setResource(key: string, data: unknown): void {
  const entry = entryOf(key);
  entry.data = data;
  entry.error = undefined;
  entry.loadedAt = Date.now();
  publish(entry);
}

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  /** The data is the previous key's, shown while the new one loads. */
  isPlaceholderData: boolean;
  refetch: () => void;
}

interface ResourceOptions {
  /** How long an answer counts as fresh, in ms; 0 fetches again on every mount. */
  maxAge?: number;
  /** Keep showing the previous key's data while a new key loads (pages of a list). */
  keepPrevious?: boolean;
}

function versionOf(key: string | null): string {
  if (!key) return '';
  const entry = entryOf(key);
  return `${entry.loadedAt}|${entry.loading ? 1 : 0}|${entry.error === undefined ? 0 : 1}`;
}

/** The answer for `key` (null: not wanted yet), loading it with `loader` when missing or stale. */
export function useResource<T>(
  key: string | null,
  loader: (signal: AbortSignal) => Promise<T>,
  { maxAge = 0, keepPrevious = false }: ResourceOptions = {},
): Resource<T> {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!key) return () => undefined;
      const entry = entryOf(key);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
      };
    },
    [key],
  );
  // A string that changes whenever the entry does, so React sees every change.
  useSyncExternalStore(subscribe, () => versionOf(key));
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });

  useEffect(() => {
    if (!key) return;
    const entry = entryOf(key);
    if (entry.data === undefined || Date.now() - entry.loadedAt > maxAge) {
      void load(key, (signal) => loaderRef.current(signal));
    }
  }, [key, maxAge]);

  const entry = key ? entryOf(key) : null;
  const own = entry?.data as T | undefined;
  const [previous, setPrevious] = useState<T | undefined>(own);
  if (own !== undefined && own !== previous) setPrevious(own);
  const data = own ?? (keepPrevious ? previous : undefined);
  const error = own === undefined ? entry?.error : undefined;

  return {
    data,
    error,
    isPending: data === undefined && error === undefined,
    isError: error !== undefined,
    isPlaceholderData: own === undefined && data !== undefined,
    refetch: () => {
      if (key) void load(key, (signal) => loaderRef.current(signal));
    },
  };
}
