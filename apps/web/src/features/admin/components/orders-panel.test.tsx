import type { SellerOrder, SellerOrderList } from '@glowmarket/shared/orders';
import type { FlaggedPayment } from '@glowmarket/shared/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { pathOf, stubFetch, type FetchAnswer } from '../../../test/stub-fetch';
import { OrdersPanel } from './orders-panel';

setUpPageTests('admin');

// jsdom does not scroll; Mantine's dropdowns scroll the chosen option into view when they open.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const ROZANA = '0a000000-0000-4000-8000-000000000001';
const SMILJE = '0a000000-0000-4000-8000-000000000002';

function order(fields: Partial<SellerOrder> = {}): SellerOrder {
  return {
    id: '0e000000-0000-4000-8000-000000000001',
    groupId: '0f000000-0000-4000-8000-000000000001',
    number: 'GM-2026-000123',
    createdAt: '2026-11-24T12:00:00.000Z',
    company: { id: ROZANA, name: 'Różana Manufaktura' },
    status: 'shipped',
    paymentStatus: 'paid',
    itemsTotal: eur(11_999),
    deliveryPrice: eur(1_000),
    total: eur(12_999),
    lines: [{ productId: null, title: 'Rose face cream', quantity: 1, unitPrice: eur(11_999), lineTotal: eur(11_999) }],
    delivery: {
      kind: 'courier',
      carrierName: 'DPD',
      cod: false,
      key: null,
      deliveryDays: 2,
      point: null,
      shop: null,
    },
    trackingNumber: 'DPD-0001',
    payBy: null,
    contact: { firstName: 'Anna', lastName: 'Kowalska', email: 'anna@example.com', phone: '+48600100200' },
    shippingAddress: { street: 'ul. Floriańska 3', city: 'Kraków', postalCode: '31-019', country: 'PL' },
    invoice: null,
    commissionPercent: 6,
    commission: eur(720),
    payout: eur(12_279),
    shipment: null,
    canCreateShipment: false,
    nextStatuses: ['delivered'],
    paidAt: '2026-11-24T12:05:00.000Z',
    shippedAt: '2026-11-25T09:00:00.000Z',
    deliveredAt: null,
    cancelledAt: null,
    ...fields,
  };
}

function orderList(items: SellerOrder[], total = items.length): SellerOrderList {
  return {
    items,
    total,
    page: 1,
    pageSize: 20,
    totals: { count: 41, gross: eur(524_790), commission: eur(31_487) },
  };
}

/** A Przelewy24 payment of 547.10 zł that the operator reported as paid with 54.71 zł. */
function flaggedPayment(fields: Partial<FlaggedPayment> = {}): FlaggedPayment {
  return {
    id: '0d000000-0000-4000-8000-000000000001',
    groupId: '0f000000-0000-4000-8000-000000000001',
    method: 'przelewy24',
    state: 'flagged',
    amount: { amount: 54_710, currency: 'PLN' },
    createdAt: '2026-11-24T12:00:00.000Z',
    paidAt: null,
    flagReason: 'amount_mismatch',
    reference: 'GM-P-7F3A21',
    operatorRef: 'P24-993311',
    reason: 'amount_mismatch',
    refund: null,
    reported: [{ amount: 5_471, currency: 'PLN' }],
    orderNumbers: ['GM-2026-000123'],
    ...fields,
  };
}

function answerApi(overrides: Record<string, FetchAnswer> = {}) {
  return stubFetch({
    'GET /api/admin/payments/flagged': { items: [] },
    'GET /api/admin/orders?*': orderList([
      order(),
      order({
        id: '0e000000-0000-4000-8000-000000000002',
        number: 'GM-2026-000124',
        company: { id: SMILJE, name: 'Smilje & More' },
        status: 'cancelled',
        paymentStatus: 'refund_due',
        contact: { firstName: 'Ivo', lastName: 'Horvat', email: 'ivo@example.com', phone: '+385911234567' },
      }),
    ]),
    'GET /api/admin/companies?*': {
      items: [
        { id: ROZANA, companyNameShort: 'Różana Manufaktura' },
        { id: SMILJE, companyNameShort: 'Smilje & More' },
      ].map((company) => ({
        ...company,
        city: 'Kraków',
        country: 'PL',
        logoUrl: null,
        companyName: `${company.companyNameShort} sp. z o.o.`,
        nip_tax: '5260250274',
        status: 'approved',
        contactEmail: 'biuro@example.com',
        createdAt: '2026-01-10T10:00:00.000Z',
      })),
      page: 1,
      pageSize: 50,
      total: 2,
    },
    ...overrides,
  });
}

/** The filters of each orders request, by name. */
const orderQueries = (fetch: ReturnType<typeof answerApi>) =>
  fetch.mock.calls
    .map(([input]) => pathOf(input))
    .filter((path) => path.startsWith('/api/admin/orders?'))
    .map((path) => Object.fromEntries(new URLSearchParams(path.split('?')[1])));

describe('OrdersPanel', () => {
  it('shows what the filters add up to above the orders, with each one’s commission', async () => {
    answerApi();
    renderPage(<OrdersPanel />);

    const totals = within(await screen.findByRole('region', { name: 'Totals for these filters' }));
    expect(totals.getByText('41')).toBeTruthy();
    expect(totals.getByText('€5,247.90')).toBeTruthy();
    expect(totals.getByText('€314.87')).toBeTruthy();
    expect(totals.getByText('2 orders found. Cancelled orders are left out of the totals.')).toBeTruthy();

    const table = within(screen.getByRole('table', { name: 'Orders placed on the marketplace' }));
    const row = within(table.getByRole('row', { name: /GM-2026-000123/ }));
    expect(row.getByText('November 24, 2026')).toBeTruthy();
    expect(row.getByText('Różana Manufaktura')).toBeTruthy();
    expect(row.getByText('Anna Kowalska')).toBeTruthy();
    expect(row.getByText('anna@example.com')).toBeTruthy();
    expect(row.getByText('Shipped')).toBeTruthy();
    expect(row.getByText('Payment: paid')).toBeTruthy();
    expect(row.getByText('€129.99')).toBeTruthy();
    expect(row.getByText('€7.20')).toBeTruthy();
    expect(row.getByText('at 6%')).toBeTruthy();

    const cancelled = within(table.getByRole('row', { name: /GM-2026-000124/ }));
    expect(cancelled.getByText('Cancelled')).toBeTruthy();
    expect(cancelled.getByText('Payment: refund due')).toBeTruthy();
    // Read-only: sellers move their orders on themselves.
    expect(table.queryAllByRole('button')).toEqual([]);
  });

  it('asks for the chosen seller, status and days from the first page', async () => {
    const fetch = answerApi();
    renderPage(<OrdersPanel />, { path: '/?tab=orders&page=2' });
    await screen.findByRole('table', { name: 'Orders placed on the marketplace' });
    expect(orderQueries(fetch).at(-1)).toEqual({ page: '2' });

    const seller = screen.getByRole('combobox', { name: 'Seller' });
    // Typed, as a person does, into the focused box.
    seller.focus();
    fireEvent.click(seller);
    fireEvent.change(seller, { target: { value: 'Smil' } });
    // The sellers are searched on the server, a moment after the last key.
    await waitFor(() =>
      expect(fetch.mock.calls.map(([input]) => pathOf(input))).toContain('/api/admin/companies?page=1&q=Smil'),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Smilje & More' }));
    await waitFor(() => expect(orderQueries(fetch).at(-1)).toEqual({ page: '1', company: SMILJE }));

    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.click(status);
    fireEvent.click(await screen.findByRole('option', { name: 'Delivered' }));
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Placed until'), { target: { value: '2026-11-30' } });

    await waitFor(() =>
      expect(orderQueries(fetch).at(-1)).toEqual({
        page: '1',
        company: SMILJE,
        status: 'delivered',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
  });

  it('says when no order matches the filters', async () => {
    answerApi({
      'GET /api/admin/orders?*': { ...orderList([]), totals: { count: 0, gross: eur(0), commission: eur(0) } },
    });
    renderPage(<OrdersPanel />, { path: '/?tab=orders&status=packed' });
    expect(await screen.findByText('No order matches these filters.')).toBeTruthy();
    expect(screen.getByText('0 orders found. Cancelled orders are left out of the totals.')).toBeTruthy();
  });

  it('shows above the filters a payment an operator reported for another amount', async () => {
    answerApi({ 'GET /api/admin/payments/flagged': { items: [flaggedPayment()] } });
    renderPage(<OrdersPanel />);

    const card = within(await screen.findByRole('region', { name: 'Payments to check' }));
    expect(
      card.getByText(
        "Money that could not pay its orders as asked: another amount than the payment asked, or a payment for orders already paid, cancelled or expired. Where the operator can, the money goes back by itself; otherwise return it in the operator's panel.",
      ),
    ).toBeTruthy();
    const row = within(card.getByRole('row', { name: /GM-2026-000123/ }));
    expect(row.getByText('November 24, 2026')).toBeTruthy();
    expect(row.getByText('Przelewy24')).toBeTruthy();
    expect(row.getByText('PLN 547.10')).toBeTruthy();
    expect(row.getByText('PLN 54.71')).toBeTruthy();
    expect(row.getByText('P24-993311')).toBeTruthy();
    expect(row.getByText('Our reference: GM-P-7F3A21')).toBeTruthy();
    expect(row.getByText('Another amount than asked')).toBeTruthy();
    // The operator sorts it out before anything else on the tab.
    const filters = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(screen.getByRole('region', { name: 'Payments to check' }).compareDocumentPosition(filters)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows a second payment for paid orders with why it is flagged and its refund', async () => {
    answerApi({
      'GET /api/admin/payments/flagged': {
        items: [
          flaggedPayment({
            method: 'stripe',
            amount: { amount: 6_647, currency: 'EUR' },
            flagReason: 'already_paid',
            reason: 'already_paid',
            operatorRef: 'pi_3Q2',
            reported: [{ amount: 6_647, currency: 'EUR' }],
            refund: { amount: { amount: 6_647, currency: 'EUR' }, state: 'due' },
          }),
        ],
      },
    });
    renderPage(<OrdersPanel />);

    const card = within(await screen.findByRole('region', { name: 'Payments to check' }));
    const row = within(card.getByRole('row', { name: /GM-2026-000123/ }));
    expect(row.getByText('Orders already paid by another payment')).toBeTruthy();
    expect(row.getByText('Refund of €66.47 on its way')).toBeTruthy();
  });

  it('shows no card for payments to check when there are none', async () => {
    answerApi();
    const { queryClient } = renderPage(<OrdersPanel />);
    await screen.findByRole('table', { name: 'Orders placed on the marketplace' });
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.admin.flaggedPayments)?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Payments to check' })).toBeNull();
    expect(screen.queryByText('Payments to check')).toBeNull();
  });

  it('says when the payments to check could not be loaded', async () => {
    answerApi({
      'GET /api/admin/payments/flagged': () =>
        Response.json({ error: 'Unavailable', code: 'database_unavailable' }, { status: 503 }),
    });
    renderPage(<OrdersPanel />);
    expect(await screen.findByText('The payments to check could not be loaded.')).toBeTruthy();
    // The orders themselves still show.
    expect(await screen.findByRole('table', { name: 'Orders placed on the marketplace' })).toBeTruthy();
  });

  it('shows the error the API answered with', async () => {
    answerApi({
      'GET /api/admin/orders?*': () =>
        Response.json({ error: 'Unavailable', code: 'database_unavailable' }, { status: 503 }),
    });
    renderPage(<OrdersPanel />);
    expect(await screen.findByText('The orders could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The service is temporarily unavailable. Please try again in a moment.')).toBeTruthy();
  });
});
