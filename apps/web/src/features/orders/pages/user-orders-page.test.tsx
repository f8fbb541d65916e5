import type { BuyerOrderList } from '@glowmarket/shared/orders';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../lib/auth';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { signInAsBuyer } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { buyerOrder, GROUP, ROSE, SERUM } from '../order-fixtures';
import { UserOrdersPage } from './user-orders-page';

const OLIVE = 'c0000000-0000-4000-8000-000000000002';

const shipped = buyerOrder({
  id: 'f0000000-0000-4000-8000-000000000002',
  number: 'GM-2026-000124',
  groupId: 'e0000000-0000-4000-8000-000000000002',
  company: { id: OLIVE, name: 'Olive Soapworks' },
  status: 'shipped',
  paymentStatus: 'paid',
  lines: [{ productId: null, title: 'Olive soap', quantity: 3, unitPrice: eur(450), lineTotal: eur(1350) }],
  delivery: {
    kind: 'courier',
    carrierName: 'DPD',
    cod: false,
    key: 'DPD-STD',
    deliveryDays: 2,
    point: null,
    shop: null,
  },
  trackingNumber: 'DPD0123456789',
  payBy: null,
  itemsTotal: eur(1350),
  deliveryPrice: eur(0),
  total: eur(1350),
});
const unpaid = buyerOrder();

const list = (items: BuyerOrderList['items']): BuyerOrderList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

setUpPageTests('orders', 'logistics');

beforeEach(signInAsBuyer);
afterEach(signOut);

describe('UserOrdersPage', () => {
  it('shows each order with its number, status, tracking number, lines, delivery and amounts', async () => {
    stubFetch({ '/api/orders?page=1': list([shipped, unpaid]) });
    renderPage(<UserOrdersPage />, { path: '/userorders' });

    const sent = await screen.findByRole('region', { name: 'Order GM-2026-000124' });
    expect(within(sent).getByText('Shipped')).toBeTruthy();
    expect(within(sent).getByText('Payment: paid')).toBeTruthy();
    expect(within(sent).getByText('Tracking number')).toBeTruthy();
    expect(within(sent).getByText('DPD0123456789')).toBeTruthy();
    expect(within(sent).getByRole('button', { name: 'Copy the tracking number' })).toBeTruthy();
    expect(within(sent).getByRole('link', { name: 'Olive Soapworks' }).getAttribute('href')).toBe(`/company/${OLIVE}`);
    // A product no longer in the catalog keeps its name, without a link.
    expect(within(sent).getByText('Olive soap')).toBeTruthy();
    expect(within(sent).queryByRole('link', { name: 'Olive soap' })).toBeNull();
    expect(within(sent).getByText('DPD · courier')).toBeTruthy();
    expect(within(sent).getByText('Free delivery')).toBeTruthy();
    expect(within(sent).queryByRole('link', { name: 'Complete payment' })).toBeNull();

    const waiting = screen.getByRole('region', { name: 'Order GM-2026-000123' });
    expect(within(waiting).getByText('Placed')).toBeTruthy();
    expect(within(waiting).getByText('Payment: awaiting')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Rose serum' }).getAttribute('href')).toBe(`/products/${SERUM}`);
    expect(within(waiting).getByRole('link', { name: 'Rose Lab' }).getAttribute('href')).toBe(`/company/${ROSE}`);
    expect(within(waiting).getByText('Quantity: 2')).toBeTruthy();
    expect(within(waiting).getByText('InPost · parcel locker')).toBeTruthy();
    expect(within(waiting).getByText('KRA01M, ul. Długa 1, 31-147 Kraków')).toBeTruthy();
    expect(within(waiting).getByText('€12.99')).toBeTruthy();
    expect(within(waiting).getByText('€52.97')).toBeTruthy();
    expect(within(waiting).getByText(/^Waiting for payment until .+2026/)).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(
      `/payment-selection?group=${GROUP}`,
    );
    expect(within(waiting).queryByText('Tracking number')).toBeNull();
  });

  it('shows a buyer without orders the way to the catalog', async () => {
    stubFetch({ '/api/orders?page=1': list([]) });
    renderPage(<UserOrdersPage />, { path: '/userorders' });
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalog' }).getAttribute('href')).toBe('/catalog');
  });

  it('asks for the page in the address', async () => {
    const fetch = stubFetch({ '/api/orders?page=2': { ...list([shipped]), total: 21, page: 2 } });
    renderPage(<UserOrdersPage />, { path: '/userorders?page=2' });
    expect(await screen.findByRole('region', { name: 'Order GM-2026-000124' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toBeTruthy();
  });

  it('says so when the orders cannot be loaded', async () => {
    stubFetch({
      '/api/orders?page=1': () =>
        Response.json({ code: 'internal_error', error: 'Internal error', details: {} }, { status: 500 }),
    });
    renderPage(<UserOrdersPage />, { path: '/userorders' });
    expect(await screen.findByText('Your orders could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
