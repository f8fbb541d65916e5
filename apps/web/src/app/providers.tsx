import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

// The toasts' container, with Mantine's code and styles, loads when the first toast is raised: the
// toast waits in the notifications store (lib/notify.ts needs only the store) and shows once the
// container has arrived. Mantine's provider comes with each part that uses Mantine
// (app/mantine-island.tsx), and pages with confirmation dialogs bring their own ModalsProvider, so
// none of them is part of the code every page loads first.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

function ToastsOnceNeeded() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once there, the container stays, so a toast's exit and the next toasts need no new load.
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Around the whole app, shell included: the one query client (lib/query-client.ts). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastsOnceNeeded />
      {children}
    </QueryClientProvider>
  );
}
