import type { ShopSummary } from '@glowmarket/shared/shops';
import type { Site } from '@glowmarket/shared/site';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopMapProps } from '../../../components/shops/shop-map';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { pathOf, stubFetch } from '../../../test/stub-fetch';
import { StoreLocatorPage } from './store-locator-page';

// Leaflet does not draw in jsdom: the map stands in as a list of its markers.
vi.mock('../../../components/shops/lazy-shop-map', () => ({
  LazyShopMap: ({ label, markers }: ShopMapProps) => (
    <ul aria-label={label}>
      {markers.map((marker) => (
        <li key={marker.id} data-highlighted={marker.highlighted || undefined}>
          {marker.label}
        </li>
      ))}
    </ul>
  ),
}));

const WARSAW = { latitude: 52.2297, longitude: 21.0122 };
const site = { defaultLocation: WARSAW, mapTileUrl: '', mapAttribution: '' } as unknown as Site;

const alwaysOpen = { open: true, ranges: [{ opens: '00:00', closes: '24:00' }] };
const shop: ShopSummary = {
  id: '7b0e6a52-4c1d-4d8a-9a53-0c7e5d1f2a11',
  title: 'Rose Corner',
  address: { street: 'ul. Floriańska 10', postalCode: '31-019', city: 'Kraków', country: 'PL' },
  location: { latitude: 50.0629, longitude: 19.9401 },
  timeZone: 'Europe/Warsaw',
  hours: {
    monday: alwaysOpen,
    tuesday: alwaysOpen,
    wednesday: alwaysOpen,
    thursday: alwaysOpen,
    friday: alwaysOpen,
    saturday: alwaysOpen,
    sunday: alwaysOpen,
  },
  pickup: true,
  photo: null,
  company: { id: '209a539a-466e-4a5c-bf60-b23cf0323bbc', name: 'Różana Manufaktura' },
  distanceKm: 2.345,
};

setUpPageTests('shops');

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

/** The browser's answer to "where am I": a position, a refusal, or no geolocation at all. */
function browserLocation(answer: 'Kraków' | 'denied' | 'unsupported') {
  if (answer === 'unsupported') return;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) => {
        if (answer === 'denied') failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
        else success({ coords: { latitude: 50.0614, longitude: 19.9372 } } as GeolocationPosition);
      },
    },
  });
}

/** The API: the site's settings and the shops, whatever is asked. */
function answerApi(items: ShopSummary[] = [shop]) {
  return stubFetch({ '/api/site': site, '/api/shops*': { items } });
}

const shopRequests = (fetch: ReturnType<typeof answerApi>) =>
  fetch.mock.calls.map(([url]) => pathOf(url)).filter((url) => url.startsWith('/api/shops'));

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderLocator(path = '/shops') {
  renderPage(
    <>
      <StoreLocatorPage />
      <Address />
    </>,
    { path, route: '/shops' },
  );
}

describe('StoreLocatorPage', () => {
  it('lists the shops nearest the visitor, with distance, company, status and pickup, and maps them', async () => {
    browserLocation('Kraków');
    const fetch = answerApi();
    renderLocator();
    const link = await screen.findByRole('link', { name: 'Rose Corner' });
    expect(link.getAttribute('href')).toBe(`/shops/${shop.id}`);
    const item = within(link.closest('li') as HTMLElement);
    expect(item.getByText('2.3 km away')).toBeTruthy();
    expect(item.getByText('by Różana Manufaktura')).toBeTruthy();
    expect(item.getByText('ul. Floriańska 10, 31-019 Kraków')).toBeTruthy();
    expect(item.getByText('Open now')).toBeTruthy();
    expect(item.getByText('Pickup available')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nearest to you' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Map of the shops' })).getByText('Rose Corner')).toBeTruthy();
    expect(shopRequests(fetch)[0]).toContain('latitude=50.0614&longitude=19.9372');
  });

  it('says geolocation failed, in a toast and on the page, and lists around the default location', async () => {
    browserLocation('denied');
    const fetch = answerApi();
    renderLocator();
    await waitFor(() =>
      expect(screen.getAllByText('Geolocation failed. Setting default location.').length).toBeGreaterThanOrEqual(2),
    );
    expect(await screen.findByRole('link', { name: 'Rose Corner' })).toBeTruthy();
    expect(shopRequests(fetch)[0]).toContain(`latitude=${WARSAW.latitude}&longitude=${WARSAW.longitude}`);
  });

  it('says when the browser has no geolocation', async () => {
    browserLocation('unsupported');
    answerApi();
    renderLocator();
    await waitFor(() =>
      expect(screen.getAllByText('Geolocation is not supported by this browser.').length).toBeGreaterThanOrEqual(2),
    );
    expect(await screen.findByRole('link', { name: 'Rose Corner' })).toBeTruthy();
  });

  it('keeps the filters in the address and asks the API for them', async () => {
    browserLocation('Kraków');
    const fetch = answerApi();
    renderLocator('/shops?pickup=1');
    const pickup = await screen.findByRole('checkbox', { name: 'Pickup available' });
    expect((pickup as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?pickup=1&open=1'));
    await waitFor(() =>
      expect(shopRequests(fetch).at(-1)).toMatch(/openNow=true.*pickup=true|pickup=true.*openNow=true/),
    );
  });

  it('offers to clear the filters when no shop matches them', async () => {
    browserLocation('Kraków');
    answerApi([]);
    renderLocator('/shops?open=1');
    expect(await screen.findByText('No shop matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all shops' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(''));
  });
});
