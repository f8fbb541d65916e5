import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShopMapProps } from '../../../components/shops/shop-map';
import { queryKeys } from '../../../lib/query-keys';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { DefaultLocationPanel } from './default-location-panel';

// Leaflet does not draw in jsdom: the map stands in as a button that drops the pin on Kraków.
vi.mock('../../../components/shops/lazy-shop-map', () => ({
  LazyShopMap: ({ label, pin }: ShopMapProps) => (
    <button type="button" aria-label={label} onClick={() => pin?.onMove({ latitude: 50.0614, longitude: 19.9372 })}>
      map
    </button>
  ),
}));

setUpPageTests('admin');

/** What the panel sent: it always sends JSON text. */
const sentBody = (init: RequestInit | undefined): unknown =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '');

function answerApi(putStatus = 200) {
  return stubFetch({
    'PUT *': (_path, init) =>
      putStatus === 200
        ? Response.json(sentBody(init))
        : Response.json({ error: 'Internal error', code: 'internal_error' }, { status: putStatus }),
    '*': { latitude: 52.2297, longitude: 21.0122 },
  });
}

function renderPanel() {
  const { queryClient } = renderPage(<DefaultLocationPanel />);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { invalidate };
}

const puts = (fetch: ReturnType<typeof answerApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => sentBody(init));

describe('DefaultLocationPanel', () => {
  it('saves the location placed on the map and refreshes the site’s settings', async () => {
    const fetch = answerApi();
    const { invalidate } = renderPanel();
    const latitude = await screen.findByRole('textbox', { name: /Latitude/ });
    expect((latitude as HTMLInputElement).value).toBe('52.2297');
    fireEvent.click(screen.getByRole('button', { name: 'Map of the default location' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The default map location is saved.')).toBeTruthy();
    expect(puts(fetch)).toEqual([{ latitude: 50.0614, longitude: 19.9372 }]);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.site }));
  });

  it('refuses a latitude off the globe without asking the server', async () => {
    const fetch = answerApi();
    renderPanel();
    const latitude = await screen.findByRole('textbox', { name: /Latitude/ });
    fireEvent.change(latitude, { target: { value: '95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number from -90 to 90.')).toBeTruthy();
    expect(puts(fetch)).toEqual([]);
  });

  it('says so when saving fails', async () => {
    answerApi(500);
    renderPanel();
    await screen.findByRole('textbox', { name: /Latitude/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Action failed.')).toBeTruthy();
  });
});
