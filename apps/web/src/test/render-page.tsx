import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18n from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';

const englishTexts = import.meta.glob<Record<string, unknown>>('../locales/en-US/*.json', {
  eager: true,
  import: 'default',
});

function englishNamespace(namespace: string): Record<string, unknown> {
  const texts = englishTexts[`../locales/en-US/${namespace}.json`];
  if (!texts) throw new Error(`no English texts for the namespace ${namespace}`);
  return texts;
}

/**
 * Call once at the top of a component test file. Before its tests: what jsdom lacks and Mantine
 * asks for (media queries, resize observers, font loading), and the global i18next with the real
 * English texts of `common` and `namespaces` (zod's messages are worded through it too,
 * lib/zod-messages). After each test: the page is unmounted and spies such as `stubFetch` undone.
 */
export function setUpPageTests(...namespaces: string[]): void {
  beforeAll(async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
    });
    const resources = Object.fromEntries(
      ['common', ...namespaces].map((namespace) => [namespace, englishNamespace(namespace)]),
    );
    await i18n.use(initReactI18next).init({
      lng: 'en-US',
      resources: { 'en-US': resources },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

export interface PageOptions {
  /** The address the router starts at. */
  path?: string;
  /** The route the page is mounted at, for a page that reads the address's parameters (`/shops/:id`). */
  route?: string;
}

/**
 * Renders `page` as the app shows it: Mantine with toasts and modals, a fresh query client that
 * does not retry, and a router at `path`.
 */
export function renderPage(page: ReactNode, { path = '/', route }: PageOptions = {}): { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <ModalsProvider>
            <Suspense fallback="loading">
              {route ? (
                <Routes>
                  <Route path={route} element={page} />
                </Routes>
              ) : (
                page
              )}
            </Suspense>
          </ModalsProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { queryClient };
}
