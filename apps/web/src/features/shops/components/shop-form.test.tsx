import type { SellerShop, shopInputSchema } from '@glowmarket/shared/shops';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { ShopMapProps } from '../../../components/shops/shop-map';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { pathOf, stubFetch } from '../../../test/stub-fetch';
import { ShopForm } from './shop-form';
import { emptyShopValues } from './shop-form-values';

// Leaflet does not draw in jsdom: the map stands in as a button that places the pin, as a click would.
vi.mock('../../../components/shops/lazy-shop-map', () => ({
  LazyShopMap: ({ label, pin }: ShopMapProps) => (
    <button type="button" aria-label={label} onClick={() => pin?.onMove({ latitude: 50.0614, longitude: 19.9372 })}>
      map
    </button>
  ),
}));

setUpPageTests('myShops');

/** The API as the form meets it: the geocoder answers as given, anything else (the site's settings) is missing. */
function answerGeocode(answer: () => Response) {
  return stubFetch({ '/api/geocode*': answer });
}

type Save = (input: z.output<typeof shopInputSchema>) => Promise<SellerShop>;

function renderForm(onSave = vi.fn<Save>(() => Promise.resolve({} as SellerShop))) {
  renderPage(
    <ShopForm defaultValues={emptyShopValues('PL')} defaultLanguage="en-US" submitLabel="Save shop" onSave={onSave} />,
  );
  return onSave;
}

function fillAddress() {
  fireEvent.change(screen.getByRole('textbox', { name: /^title/i }), { target: { value: 'Rose Corner' } });
  fireEvent.change(screen.getByRole('textbox', { name: /street and number/i }), {
    target: { value: 'ul. Floriańska 10' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /postal code/i }), { target: { value: '31-019' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^city/i }), { target: { value: 'Kraków' } });
}

describe('ShopForm', () => {
  beforeEach(() => {
    notifications.clean();
  });

  it('refuses to save a shop without a place on the map, then saves it once the pin is placed', async () => {
    const onSave = renderForm();
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Save shop' }));
    expect(await screen.findByText('Location is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /map of the shop/i }));
    await waitFor(() => expect(screen.queryByText('Location is required')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /latitude/i }).value).toBe('50.0614');

    fireEvent.click(screen.getByRole('button', { name: 'Save shop' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      translations: { 'en-US': { title: 'Rose Corner' } },
      address: { street: 'ul. Floriańska 10', postalCode: '31-019', city: 'Kraków', country: 'PL' },
      location: { latitude: 50.0614, longitude: 19.9372 },
      hours: { monday: { open: true, ranges: [{ opens: '09:00', closes: '17:00' }] }, sunday: { open: false } },
      showOnMap: true,
      pickup: false,
    });
  });

  it('keeps what was typed when the address is not found, and says how to place the pin', async () => {
    const fetch = answerGeocode(() =>
      Response.json({ error: 'Error fetching geocode', code: 'geocode_not_found' }, { status: 422 }),
    );
    renderForm();
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Find on map' }));
    expect(await screen.findByText('Error fetching geocode')).toBeTruthy();
    expect(screen.getByText('The address was not found on the map')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /street and number/i }).value).toBe(
      'ul. Floriańska 10',
    );
    const asked = fetch.mock.calls.map(([url]) => pathOf(url)).find((url) => url.startsWith('/api/geocode'));
    expect(new URL(asked ?? '', 'http://localhost').searchParams.get('q')).toBe('ul. Floriańska 10, 31-019 Kraków, PL');
  });

  it('places the pin where the geocoder found the address', async () => {
    answerGeocode(() => Response.json({ location: { latitude: 50.0647, longitude: 19.945 }, label: 'Kraków, PL' }));
    renderForm();
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Find on map' }));
    expect(await screen.findByText(/Found: Kraków, PL\./)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /longitude/i }).value).toBe('19.945');
  });

  it('edits the hours of a day: a closing time before the opening one is refused, a closed day has none', async () => {
    const onSave = renderForm();
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: /map of the shop/i }));
    const monday = screen.getByRole('group', { name: 'Monday' });
    fireEvent.change(within(monday).getByLabelText('Monday, hours 1: closes'), { target: { value: '08:00' } });
    fireEvent.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
    expect(within(monday).getByLabelText('Monday, hours 2: opens')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save shop' }));
    expect(await within(monday).findByText('The closing time must be after the opening time.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(within(monday).getByRole('switch', { name: 'Open on Monday' }));
    expect(within(monday).getByText('Closed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save shop' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ hours: { monday: { open: false, ranges: [] } } });
  });

  it('puts the server’s field problems at their fields, opening the tab they are in', async () => {
    const onSave = renderForm(
      vi.fn<Save>(() =>
        Promise.reject(
          new ApiError(400, 'validation_failed', 'Invalid request', {
            fields: [{ field: 'body.translations.pl-PL.title', reason: 'required', message: 'Required' }],
          }),
        ),
      ),
    );
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: /map of the shop/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Save shop' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Polski/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Error adding shop.')).toBeNull();
  });

  it('says "Error adding shop." when the save fails otherwise, keeping the form', async () => {
    renderForm(vi.fn<Save>(() => Promise.reject(new ApiError(500, 'internal_error', 'Internal error'))));
    fillAddress();
    fireEvent.click(screen.getByRole('button', { name: /map of the shop/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Save shop' }));
    expect(await screen.findAllByText('Error adding shop.')).not.toHaveLength(0);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^city/i }).value).toBe('Kraków');
  });

  it('asks for a title in the company’s language before anything is sent', async () => {
    const onSave = renderForm();
    fillAddress();
    fireEvent.change(screen.getByRole('textbox', { name: /^title/i }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /map of the shop/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Save shop' }));
    expect(await screen.findByText('Give the shop a name in your default language.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
