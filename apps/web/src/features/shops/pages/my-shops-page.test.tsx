import type { SellerShop } from '@glowmarket/shared/shops';
import { defaultOpeningHours } from '@glowmarket/shared/shops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { signInAsSeller } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
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

setUpPageTests('myShops');

beforeAll(signInAsSeller);

/** The API as the page meets it: the list as given, a delete answered with `deleteStatus`. */
function answer(items: SellerShop[], deleteStatus = 204) {
  return stubFetch({
    'DELETE *': () =>
      deleteStatus === 204
        ? new Response(null, { status: 204 })
        : Response.json({ error: 'Internal error', code: 'internal_error' }, { status: deleteStatus }),
    '*': { items },
  });
}

function renderMyShops() {
  renderPage(<MyShopsPage />, { path: '/my-shops' });
}

describe('MyShopsPage', () => {
  it('lists the shops with their address, pickup and map switches, and a way to add one', async () => {
    answer([shop]);
    renderMyShops();
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
    renderMyShops();
    expect(await screen.findByText('No shops yet')).toBeTruthy();
  });

  it('asks before deleting, and says "Error deleting shop." when it fails', async () => {
    const fetch = answer([shop], 500);
    renderMyShops();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rose Corner' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Rose Corner?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete shop' }));
    expect(await screen.findByText('Error deleting shop.')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });
});
