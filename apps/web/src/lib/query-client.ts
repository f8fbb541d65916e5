import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the app, and its one cache of API answers: the shell (site settings,
 * the session), the catalog and every other page read through it, so a mutation's invalidation
 * (keys in lib/query-keys.ts) reaches everything that shows the data. app/providers.tsx provides it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
