import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

// The toasts' container loads after the first page; a toast raised before it arrives waits in
// the notifications store and shows once it has. Mantine's provider comes with each part that
// uses Mantine (app/mantine-island.tsx), and pages with confirmation dialogs bring their own
// ModalsProvider, so none of them is part of the code every page loads first.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

/** Around the whole app, shell included: the one query client (lib/query-client.ts). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      {children}
    </QueryClientProvider>
  );
}
