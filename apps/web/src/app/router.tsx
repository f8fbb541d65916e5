import { createBrowserRouter, type RouteObject } from 'react-router';
import type { LegalDocument } from '../features/legal/pages/legal-page';
import { RootLayout } from './layout/root-layout';
import type { RouteMeta } from './route-meta';

function legalRoute(path: string, document: LegalDocument): RouteObject {
  const handle: RouteMeta = { ns: 'legal', titleKey: `${document}.title`, descriptionKey: `${document}.description` };
  return {
    path,
    handle,
    lazy: async () => {
      const { LegalPage } = await import('../features/legal/pages/legal-page');
      return { element: <LegalPage document={document} /> };
    },
  };
}

const home = {
  handle: { titleKey: 'home.title', descriptionKey: 'home.description' } satisfies RouteMeta,
  lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
};

/** Every page is a child of the one layout route; the server's page list is PAGE_PATHS in shared. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, ...home },
      { path: 'index', ...home },
      legalRoute('rules', 'rules'),
      legalRoute('policy', 'policy'),
      legalRoute('regular', 'terms'),
      legalRoute('ip-policy', 'ipPolicy'),
      {
        path: 'contact',
        handle: { titleKey: 'contact.title', descriptionKey: 'contact.description' } satisfies RouteMeta,
        lazy: async () => ({ Component: (await import('../features/site/pages/contact-page')).ContactPage }),
      },
      {
        path: 'report',
        handle: { titleKey: 'report.title', descriptionKey: 'report.description' } satisfies RouteMeta,
        lazy: async () => ({ Component: (await import('../features/site/pages/report-page')).ReportPage }),
      },
      {
        path: '*',
        handle: { titleKey: 'notFound.title', descriptionKey: 'notFound.description' } satisfies RouteMeta,
        lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
