import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from './theme';

// The toasts' container loads after the first page; a toast raised before it arrives waits in
// the notifications store and shows once it has. Pages with confirmation dialogs bring their own
// ModalsProvider, and pages that use TanStack Query its provider (lib/query-client.tsx), so none
// of them is part of the code every page loads first.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
