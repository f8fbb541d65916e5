import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { theme } from './theme';

// The toasts' container loads after the first page; a toast raised before it arrives waits in
// the notifications store and shows once it has. Pages with confirmation dialogs bring their own
// ModalsProvider, so neither is part of the code every page loads first.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
