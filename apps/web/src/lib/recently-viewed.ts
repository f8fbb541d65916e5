import { useSyncExternalStore } from 'react';

/** The localStorage key of the products a visitor opened: a JSON array of ids, newest first. */
export const RECENTLY_VIEWED_KEY = 'glowmarket.recentlyViewed';
/** How many are remembered. */
export const RECENTLY_VIEWED_LIMIT = 12;

const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];

function readStored(): readonly string[] {
  try {
    const raw = localStorage.getItem(RECENTLY_VIEWED_KEY);
    if (!raw) return EMPTY;
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((item): item is string => typeof item === 'string' && item.length > 0);
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return EMPTY;
  }
}

let ids: readonly string[] = typeof window === 'undefined' ? EMPTY : readStored();

function publish(next: readonly string[]) {
  ids = next;
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the list lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab opened a product: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== RECENTLY_VIEWED_KEY) return;
    ids = readStored();
    listeners.forEach((listener) => listener());
  });
}

/** Puts a product first in the list (once), dropping the oldest past the limit. */
export function rememberViewed(productId: string): void {
  if (ids[0] === productId) return;
  publish([productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT));
}

/** Takes a product out of the list (it is no longer sold). */
export function forgetViewed(productId: string): void {
  if (ids.includes(productId)) publish(ids.filter((id) => id !== productId));
}

/** The ids of the products opened in this browser, newest first; components re-render when it changes. */
export function useRecentlyViewed(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => ids,
    () => EMPTY,
  );
}
