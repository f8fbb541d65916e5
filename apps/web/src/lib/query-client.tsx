import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

/**
 * The one QueryClient of the app. Pages get its provider with their own code (router.tsx wraps
 * them), so the query library is not part of the code every visitor loads first; the cache is
 * shared because the client is.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The page inside the provider. */
export function withQueryProvider<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function PageWithQueries(props: Props) {
    return (
      <QueryProvider>
        <Page {...props} />
      </QueryProvider>
    );
  };
}
