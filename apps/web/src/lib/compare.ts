import { COMPARE_LIMIT } from '@glowmarket/shared/constants';
import { useSyncExternalStore } from 'react';

/** The localStorage key of the comparison: a JSON array of product ids, oldest first. */
export const COMPARE_KEY = 'glowmarket.compare';

const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];

function readStored(): readonly string[] {
  try {
    const raw = localStorage.getItem(COMPARE_KEY);
    if (!raw) return EMPTY;
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((item): item is string => typeof item === 'string' && item.length > 0);
    return [...new Set(ids)].slice(0, COMPARE_LIMIT);
  } catch {
    return EMPTY;
  }
}

let ids = readStored();

function publish(next: readonly string[]): void {
  ids = next;
  try {
    localStorage.setItem(COMPARE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the comparison lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab changed the comparison: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== COMPARE_KEY) return;
    ids = readStored();
    listeners.forEach((listener) => listener());
  });
}

/** The ids of the products being compared, oldest first; components re-render when it changes. */
export function useCompareList(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => ids,
    () => ids,
  );
}

/** The ids being compared, for code outside components. */
export function compareList(): readonly string[] {
  return ids;
}

/** What adding a product did: added, already there, or refused because 3 are compared (SPEC §5). */
export type CompareAddResult = 'added' | 'present' | 'full';

export function addToCompare(id: string): CompareAddResult {
  if (ids.includes(id)) return 'present';
  if (ids.length >= COMPARE_LIMIT) return 'full';
  publish([...ids, id]);
  return 'added';
}

export function removeFromCompare(id: string): void {
  if (ids.includes(id)) publish(ids.filter((known) => known !== id));
}

export function clearCompare(): void {
  publish(EMPTY);
}

/** Reads the stored comparison again, e.g. after another page wrote it (tests). */
export function reloadCompare(): void {
  ids = readStored();
  listeners.forEach((listener) => listener());
}
