import type { Purchase } from '@glowmarket/shared/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../lib/auth';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { formatDeadline } from '../payment-deadline';
import { buyerOrder, eur, GROUP, signInAsBuyer } from '../order-fixtures';
import { PaymentSelectionPage } from './payment-selection-page';

const OLIVE = 'c0000000-0000-4000-8000-000000000002';

const rose = buyerOrder();
const olive = buyerOrder({
  id: 'f0000000-0000-4000-8000-000000000002',
  number: 'GM-2026-000124',
  company: { id: OLIVE, name: 'Olive Soapworks' },
  total: eur(1350),
});
const purchase: Purchase = {
  id: GROUP,
  createdAt: '2026-11-03T10:00:00.000Z',
  orders: [rose, olive],
  total: eur(6647),
};
const onDelivery: Purchase = {
  ...purchase,
  orders: purchase.orders.map((order) => ({ ...order, paymentStatus: 'cod', payBy: null })),
};

const PATH = `/payment-selection?group=${GROUP}`;

setUpPageTests('orders', 'logistics');

beforeEach(signInAsBuyer);
afterEach(signOut);

describe('PaymentSelectionPage', () => {
  it("lists the purchase's orders and total, then pays on delivery", async () => {
    const sent: unknown[] = [];
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [`POST /api/orders/groups/${GROUP}/payment`]: (_path, init) => {
        sent.push(JSON.parse(init?.body as string));
        return Response.json(onDelivery);
      },
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });

    const summary = await screen.findByRole('region', { name: 'Your purchase' });
    expect(within(summary).getByText('Order GM-2026-000123')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Olive Soapworks' }).getAttribute('href')).toBe(
      `/company/${OLIVE}`,
    );
    expect(within(summary).getByText('€52.97')).toBeTruthy();
    expect(within(summary).getByText('€66.47')).toBeTruthy();
    // Paying later says until when the products stay reserved, in the UI language.
    expect(
      screen.getByText(new RegExp(`until ${formatDeadline(rose.payBy ?? '', 'en-US')}\\. Pay before then`)),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Thank you, your purchase is confirmed')).toBeTruthy();
    expect(sent).toEqual([{ method: 'cod' }]);
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(summary).getAllByText('Cash on delivery')).toHaveLength(2);
  });

  it('leaves the orders waiting when the buyer pays later', async () => {
    const sent: unknown[] = [];
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [`POST /api/orders/groups/${GROUP}/payment`]: (_path, init) => {
        sent.push(JSON.parse(init?.body as string));
        return Response.json(purchase);
      },
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('radio', { name: /Pay later/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Waiting for your payment')).toBeTruthy();
    expect(sent).toEqual([{ method: 'later' }]);
  });

  it('shows the refusal in the UI language', async () => {
    stubFetch({
      [`GET /api/orders/groups/${GROUP}`]: purchase,
      [`POST /api/orders/groups/${GROUP}/payment`]: () =>
        Response.json({ code: 'not_found', error: 'Not found', details: {} }, { status: 404 }),
    });
    renderPage(<PaymentSelectionPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find what you were looking for.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('says no payment is needed when every order is paid on delivery', async () => {
    stubFetch({ [`GET /api/orders/groups/${GROUP}`]: onDelivery });
    renderPage(<PaymentSelectionPage />, { path: PATH });
    expect(await screen.findByText('No payment needed now')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
  });

  it('answers an unknown purchase with a way to My orders', async () => {
    stubFetch({});
    renderPage(<PaymentSelectionPage />, { path: PATH });
    expect(await screen.findByText('Purchase not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My orders' }).getAttribute('href')).toBe('/userorders');
  });

  it('answers an address without a purchase the same way, without asking the server', async () => {
    const fetch = stubFetch({});
    renderPage(<PaymentSelectionPage />, { path: '/payment-selection' });
    expect(await screen.findByText('Purchase not found')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
