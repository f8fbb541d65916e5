import type { Carrier, DeliveryMethod } from '@glowmarket/shared/logistics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch, type FetchAnswer } from '../../../test/stub-fetch';
import { DeliveryPanel } from './delivery-panel';

setUpPageTests('admin');

const INPOST = '0c000000-0000-4000-8000-000000000001';
const DPD = '0c000000-0000-4000-8000-000000000002';
const POCZTA = '0c000000-0000-4000-8000-000000000003';
const LOCKER = '0d000000-0000-4000-8000-000000000001';

function method(carrier: { id: string; name: string }, id: string, fields: Partial<DeliveryMethod>): DeliveryMethod {
  return {
    id,
    carrierId: carrier.id,
    carrierName: carrier.name,
    kind: 'courier',
    cod: false,
    needsPoint: false,
    active: true,
    ...fields,
  };
}

function carriers(): Carrier[] {
  const inpost = { id: INPOST, name: 'InPost' };
  const dpd = { id: DPD, name: 'DPD' };
  const poczta = { id: POCZTA, name: 'Poczta Polska' };
  return [
    {
      ...inpost,
      active: true,
      methods: [
        method(inpost, LOCKER, { kind: 'parcel_locker', needsPoint: true }),
        method(inpost, '0d000000-0000-4000-8000-000000000002', {}),
      ],
    },
    { ...dpd, active: true, methods: [method(dpd, '0d000000-0000-4000-8000-000000000004', { cod: true })] },
    // Switched off: its method answers inactive whatever its own setting.
    {
      ...poczta,
      active: false,
      methods: [method(poczta, '0d000000-0000-4000-8000-000000000008', { kind: 'pickup_point', active: false })],
    },
  ];
}

/** What the panel sent: it always sends JSON text. */
const sentBody = (init: RequestInit | undefined): unknown =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '');

function answerApi(overrides: Record<string, FetchAnswer> = {}) {
  return stubFetch({
    'GET /api/admin/logistics/carriers': { items: carriers() },
    // The method changed as asked, the rest as they were.
    'PUT /api/admin/logistics/methods/*': (path, init) => {
      const id = path.split('/').pop();
      const change = sentBody(init) as Pick<DeliveryMethod, 'needsPoint' | 'active'>;
      const items = carriers().map((carrier) => ({
        ...carrier,
        methods: carrier.methods.map((known) => (known.id === id ? { ...known, ...change } : known)),
      }));
      return Response.json({ items });
    },
    'GET /api/admin/logistics/unconfigured-sellers': {
      items: [
        { id: 'a1', name: 'Różana Manufaktura', email: 'biuro@rozana.example' },
        { id: 'a2', name: 'Smilje & More', email: null },
      ],
    },
    'GET /api/admin/logistics/parcel-points': {
      points: 1234,
      lastSyncedAt: '2026-11-24T12:00:00.000Z',
      source: 'sample',
    },
    'POST /api/admin/logistics/parcel-points/sync': () => new Response('null', { status: 202 }),
    // Last, so that a test's own answer for a route replaces the one above.
    ...overrides,
  });
}

const requests = (fetch: ReturnType<typeof answerApi>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([path, init]) => ({ path, body: init?.body === undefined ? undefined : sentBody(init) }));

describe('DeliveryPanel', () => {
  it('shows each carrier with its methods, named so their switches can be told apart', async () => {
    answerApi();
    renderPage(<DeliveryPanel />);
    const list = await screen.findByRole('list', { name: 'Carriers' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'InPost',
      'DPD',
      'Poczta Polska',
    ]);

    const inpost = within(screen.getByRole('table', { name: 'Delivery methods of InPost' }));
    expect(inpost.getByText('Parcel locker')).toBeTruthy();
    expect(inpost.getByText('buyer picks a point')).toBeTruthy();
    const locker = screen.getByRole<HTMLInputElement>('switch', { name: 'Parcel locker by InPost active' });
    expect(locker.checked).toBe(true);
    const lockerPoint = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Parcel locker by InPost: buyer picks a point',
    });
    expect(lockerPoint.checked).toBe(true);
    const courierPoint = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Courier by InPost: buyer picks a point',
    });
    expect(courierPoint.checked).toBe(false);
    expect(screen.getByRole('switch', { name: 'Courier · cash on delivery by DPD active' })).toBeTruthy();

    // A carrier switched off says so, and its methods wait for it.
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Poczta Polska active' }).checked).toBe(false);
    const poczta = within(items[2] as HTMLElement);
    expect(poczta.getByText('Switched off')).toBeTruthy();
    const pocztaMethod = screen.getByRole<HTMLInputElement>('switch', { name: 'Pickup point by Poczta Polska active' });
    expect(pocztaMethod.disabled).toBe(true);
  });

  it('switches a method off, keeping whether the buyer picks a point', async () => {
    const fetch = answerApi();
    const { queryClient } = renderPage(<DeliveryPanel />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const locker = await screen.findByRole<HTMLInputElement>('switch', { name: 'Parcel locker by InPost active' });
    fireEvent.click(locker);

    expect(await screen.findByText('Parcel locker by InPost is switched off.')).toBeTruthy();
    expect(requests(fetch, 'PUT')).toEqual([
      { path: `/api/admin/logistics/methods/${LOCKER}`, body: { needsPoint: true, active: false } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Parcel locker by InPost active' }).checked).toBe(
        false,
      ),
    );
    // Switching a method off can leave sellers with nothing to deliver by.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.admin.unconfiguredSellers });
  });

  it('says so on the name when another carrier already has it', async () => {
    // The server's own wording differs, so the text shown can only come from the translation.
    const fetch = answerApi({
      'POST /api/admin/logistics/carriers': () =>
        Response.json({ error: 'Conflict', code: 'carrier_name_taken' }, { status: 409 }),
    });
    renderPage(<DeliveryPanel />);
    await screen.findByRole('list', { name: 'Carriers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add carrier' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Add a carrier' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: ' inpost ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add carrier' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const message = 'A carrier with this name already exists.';
    expect(dialog.getByText(message)).toBeTruthy();
    // The toast says it too, and the dialog stays open to choose another name.
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Add a carrier' })).toBeTruthy();
    // The shared schema trims the name before it is sent.
    expect(requests(fetch, 'POST')).toEqual([
      { path: '/api/admin/logistics/carriers', body: { name: 'inpost', active: true } },
    ]);
  });

  it('says every approved seller can deliver when none is missing its prices', async () => {
    answerApi({ 'GET /api/admin/logistics/unconfigured-sellers': { items: [] } });
    renderPage(<DeliveryPanel />);
    expect(await screen.findByText('Every approved seller has set its delivery prices.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Approved sellers without delivery prices' })).toBeNull();
  });

  it('lists the sellers without delivery with an address to write to', async () => {
    answerApi();
    renderPage(<DeliveryPanel />);
    const list = within(await screen.findByRole('list', { name: 'Approved sellers without delivery prices' }));
    expect(screen.getByText('2 sellers')).toBeTruthy();
    expect(list.getByRole('link', { name: 'biuro@rozana.example' }).getAttribute('href')).toBe(
      'mailto:biuro@rozana.example',
    );
    expect(list.getByText('Smilje & More')).toBeTruthy();
    expect(list.getByText('No e-mail given')).toBeTruthy();
    expect(screen.queryByText('Every approved seller has set its delivery prices.')).toBeNull();
  });

  it('explains the sample lockers and queues a synchronisation', async () => {
    const fetch = answerApi();
    renderPage(<DeliveryPanel />);
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('November 24, 2026')).toBeTruthy();
    expect(screen.getByText('Bundled sample')).toBeTruthy();
    expect(screen.getByText(/set SHIPX_URL/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Synchronise now' }));
    expect(await screen.findByText(/^Synchronisation queued/)).toBeTruthy();
    expect(requests(fetch, 'POST')).toEqual([{ path: '/api/admin/logistics/parcel-points/sync', body: undefined }]);
  });
});
