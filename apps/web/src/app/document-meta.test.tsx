import type { Site } from '@glowmarket/shared/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { useDocumentMeta, useRouteMeta, type RouteMeta } from './route-meta';

const site: Site = {
  portalName: 'Glowmarket',
  owner: {
    name: 'Glowmarket sp. z o.o.',
    street: 'ul. Prosta 20',
    postalCode: '00-850',
    city: 'Warszawa',
    country: 'PL',
    taxId: 'PL5260250995',
    registryNumber: '0000000000',
  },
  defaultLanguage: 'en-US',
  defaultCurrency: { code: 'EUR', symbol: '€' },
  commissionPercent: 6,
  appVersion: '1.1.5',
  appStoreUrl: 'https://apps.apple.com/app/glowmarket',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=glowmarket',
  contactEmail: 'hello@glowmarket.example',
  defaultLocation: { latitude: 52.2297, longitude: 21.0122 },
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '&copy; OpenStreetMap contributors',
  headerTexts: {},
  bannerTexts: {},
  bannerIcon: 'sparkles',
  titleImageUrl: null,
};

function Layout() {
  useRouteMeta();
  return <Outlet />;
}

/** A page that learns its name from data, as the company page does. */
function CompanyLikePage() {
  const [name, setName] = useState<string>();
  useDocumentMeta(name, name ? `${name} presses rose oil.` : undefined);
  return (
    <>
      <button onClick={() => setName('Różana Manufaktura')}>load</button>
      <Link to="/other">other</Link>
    </>
  );
}

async function renderAt(path: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: {
      'en-US': {
        common: {
          company: { title: 'Manufacturer', description: 'A manufacturer on the marketplace.' },
          other: { title: 'Other page', description: 'Something else.' },
        },
      },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.site, site);
  const handle = (key: string): RouteMeta => ({ titleKey: `${key}.title`, descriptionKey: `${key}.description` });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'company', handle: handle('company'), element: <CompanyLikePage /> },
          { path: 'other', handle: handle('other'), element: <p>other page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function description() {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.title = '';
});

describe('useDocumentMeta', () => {
  it("keeps the route's title until the page knows its own, then uses the page's", async () => {
    await renderAt('/company');
    await waitFor(() => expect(document.title).toBe('Manufacturer · Glowmarket'));
    expect(description()).toBe('A manufacturer on the marketplace.');

    fireEvent.click(screen.getByText('load'));
    await waitFor(() => expect(document.title).toBe('Różana Manufaktura · Glowmarket'));
    expect(description()).toBe('Różana Manufaktura presses rose oil.');
  });

  it('lets the next page name itself from its route again', async () => {
    await renderAt('/company');
    fireEvent.click(screen.getByText('load'));
    await waitFor(() => expect(document.title).toBe('Różana Manufaktura · Glowmarket'));

    fireEvent.click(screen.getByText('other'));
    await waitFor(() => expect(document.title).toBe('Other page · Glowmarket'));
    expect(description()).toBe('Something else.');
  });
});
