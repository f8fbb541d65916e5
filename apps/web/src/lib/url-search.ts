import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** The wait after the last key press before a search box changes the address (and the results). */
export const SEARCH_DEBOUNCE_MS = 350;

/** The search parameters after one filter changed: set, or removed when empty, and back to the first page. */
export function withFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
}

/** The search parameters after a new search text: `q` set or removed, back to the first page. */
export function withSearchText(params: URLSearchParams, text: string, name = 'q'): URLSearchParams {
  return withFilter(params, name, text.trim());
}

/** The page number in the address: a whole number from 1, else 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The search parameters showing page `page` of a list; the first page is the address without `page`. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** A search box whose text lives in the address; see `useSearchText`. */
export type SearchText = ReturnType<typeof useSearchText>;

/**
 * A search box whose text lives in the address (`?q=`): typing updates the box at once and the
 * address a moment after the last key press, so results follow without a request per key. The
 * box follows the address when it changes from elsewhere (back button, a link).
 */
export function useSearchText(name = 'q') {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(name) ?? '';
  const [text, setText] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);

  if (inAddress !== seen) {
    setSeen(inAddress);
    // The address caught up with the box (trimmed): keep what is typed, spaces included.
    if (inAddress !== text.trim()) setText(inAddress);
  }

  const commit = useDebouncedCallback((value: string) => {
    setParams((current) => withSearchText(current, value, name), { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  return {
    /** The text in the box. */
    text,
    /** The text the results are for. */
    query: inAddress,
    change(value: string) {
      setText(value);
      commit(value);
    },
    /** Searches now, e.g. on Enter. */
    flush: () => commit.flush(),
  };
}
