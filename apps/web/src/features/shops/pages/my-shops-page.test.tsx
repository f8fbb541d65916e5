import type { SellerShop } from '@glowmarket/shared/shops';
import { defaultOpeningHours } from '@glowmarket/shared/shops';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../lib/auth';
import common from '../../../locales/en-US/common.json';
import myShops from '../../../locales/en-US/myShops.json';
import { MyShopsPage } from './my-shops-page';

const shop: SellerShop = {
  id: '7d0f5a3e-52a4-4f55-9a52-6f1f0e0c0a01',
  translations: { 'en-US': { title: 'Rose Corner', description: '' } },
  address: { street: 'ul. Floriańska 10', postalCode: '31-019', city: 'Kraków', country: 'PL' },
  location: { latitude: 50.0634, longitude: 19.9394 },
  timeZone: 'Europe/Warsaw',
  hours: defaultOpeningHours(),
  showOnMap: false,
  pickup: true,
  phone: null,
  email: null,
  photos: [],
  title: 'Rose Corner',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

beforeAll(async () => {
  // jsdom has no media queries or resize observers; Mantine asks for both.
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
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { common, myShops } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  signIn({
    tokenUser: 'token',
    user: {
      _id: 'u1',
      username: 'seller',
      email: 'seller@example.com',
      firstName: 'Ola',
      lastName: 'Nowak',
      companyId: 'c1',
      permissions: ['seller'],
      status: 'available',
      avatarUrl: null,
    },
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The API as the page meets it: the list as given, a delete answered with `deleteStatus`. */
function answer(items: SellerShop[], deleteStatus = 204) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    if (init?.method === 'DELETE') {
      return deleteStatus === 204
        ? new Response(null, { status: 204 })
        : Response.json({ error: 'Internal error', code: 'internal_error' }, { status: deleteStatus });
    }
    return Response.json({ items });
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/my-shops']}>
          <ModalsProvider>
            <MyShopsPage />
          </ModalsProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('MyShopsPage', () => {
  it('lists the shops with their address, pickup and map switches, and a way to add one', async () => {
    answer([shop]);
    renderPage();
    const row = (await screen.findByText('Rose Corner')).closest('tr');
    expect(row).toBeTruthy();
    const cells = within(row as HTMLElement);
    expect(cells.getByText(/ul\. Floriańska 10, 31-019 Kraków, Poland/)).toBeTruthy();
    expect(cells.getByText('Yes')).toBeTruthy();
    expect(cells.getByText('No')).toBeTruthy();
    expect(cells.getByRole('link', { name: 'Edit Rose Corner' }).getAttribute('href')).toBe(`/shops/${shop.id}/edit`);
    expect(screen.getByRole('link', { name: 'Add a shop' }).getAttribute('href')).toBe('/add');
  });

  it('invites to add the first shop when there is none', async () => {
    answer([]);
    renderPage();
    expect(await screen.findByText('No shops yet')).toBeTruthy();
  });

  it('asks before deleting, and says "Error deleting shop." when it fails', async () => {
    const fetch = answer([shop], 500);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rose Corner' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Rose Corner?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete shop' }));
    expect(await screen.findByText('Error deleting shop.')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });
});
