import type { DeliveryMethod, SellerLogistics } from '@glowmarket/shared/logistics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { signInAsSeller } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { LogisticsPage } from './logistics-page';

const dpd: DeliveryMethod = {
  id: '0d000000-0000-4000-8000-000000000003',
  carrierId: '0c000000-0000-4000-8000-000000000002',
  carrierName: 'DPD',
  kind: 'courier',
  cod: false,
  needsPoint: false,
  active: true,
};
const locker: DeliveryMethod = {
  ...dpd,
  id: '0d000000-0000-4000-8000-000000000001',
  carrierName: 'InPost',
  kind: 'parcel_locker',
  needsPoint: true,
};

const empty: SellerLogistics = { configured: false, entries: [], methods: [dpd, locker], pickupShops: 0 };
const configured: SellerLogistics = {
  configured: true,
  entries: [
    {
      id: '5e1b0f4e-0000-4000-8000-000000000001',
      method: dpd,
      key: 'DPD-STD',
      price: { amount: 599, currency: 'EUR' },
      freeFrom: { amount: 9900, currency: 'EUR' },
      deliveryDays: 2,
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  methods: [dpd, locker],
  pickupShops: 2,
};

setUpPageTests('logistics');

beforeAll(signInAsSeller);

const WARNING = 'Your shop is not fully configured: set shipping costs in shop administration.';

describe('LogisticsPage', () => {
  it('warns while the price list is empty, and says buyers cannot order yet', async () => {
    stubFetch({ '/api/seller/logistics/status': { configured: false }, '/api/seller/logistics': empty });
    renderPage(<LogisticsPage />, { path: '/logistics' });
    expect(await screen.findByText(WARNING)).toBeTruthy();
    expect(await screen.findByText(/Your price list is empty/)).toBeTruthy();
    expect(screen.getByText(/Mark one of your shops as a pickup point/)).toBeTruthy();
  });

  it('lists the entries with method, key, price, threshold and days, and no warning', async () => {
    stubFetch({ '/api/seller/logistics/status': { configured: true }, '/api/seller/logistics': configured });
    renderPage(<LogisticsPage />, { path: '/logistics' });
    const row = (await screen.findByText('DPD-STD')).closest('tr') as HTMLElement;
    const cells = within(row);
    expect(cells.getByText('DPD · courier')).toBeTruthy();
    expect(cells.getByText('€5.99')).toBeTruthy();
    expect(cells.getByText('€99.00')).toBeTruthy();
    expect(screen.getByText(/at your 2 pickup shops/)).toBeTruthy();
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('sends a new entry in cents and shows a taken key next to the key field', async () => {
    const sent: unknown[] = [];
    stubFetch({
      '/api/seller/logistics/status': { configured: true },
      'POST /api/seller/logistics/prices': (_path, init) => {
        sent.push(JSON.parse(init?.body as string));
        return Response.json(
          { error: 'This key already exists in the list...', code: 'delivery_key_exists' },
          { status: 409 },
        );
      },
      '/api/seller/logistics': configured,
    });
    renderPage(<LogisticsPage />, { path: '/logistics' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a delivery method' }));
    const dialog = await screen.findByRole('dialog');
    const form = within(dialog);
    fireEvent.change(form.getByLabelText(/Carrier and method/), { target: { value: locker.id } });
    fireEvent.change(form.getByRole('textbox', { name: /^Key/ }), { target: { value: 'DPD-STD' } });
    fireEvent.change(form.getByRole('textbox', { name: /^Price/ }), { target: { value: '3.99' } });
    fireEvent.change(form.getByRole('textbox', { name: /^Free from/ }), { target: { value: '49.90' } });
    fireEvent.click(form.getByRole('button', { name: 'Add a delivery method' }));

    expect(await form.findByText('This key already exists in the list...')).toBeTruthy();
    await waitFor(() =>
      expect(sent).toEqual([{ methodId: locker.id, key: 'DPD-STD', price: 399, freeFrom: 4990, deliveryDays: 2 }]),
    );
  });
});
