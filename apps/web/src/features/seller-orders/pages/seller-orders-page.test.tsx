import {
  sellerOrderListSchema,
  sellerOrderSchema,
  type SellerOrder,
  type SellerOrderList,
} from '@glowmarket/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { SELLER_AREA_ANSWERS, signInAsSeller } from '../../../test/sign-in';
import { pathOf, stubFetch } from '../../../test/stub-fetch';
import { SellerOrdersPage } from './seller-orders-page';

const ORDER_ID = '0e000000-0000-4000-8000-000000000001';

// Parsed with the API's own schema, so the fixture is an answer the server could give.
const packed: SellerOrder = sellerOrderSchema.parse({
  id: ORDER_ID,
  groupId: '0f000000-0000-4000-8000-000000000001',
  number: 'GM-2026-000123',
  company: { id: 'c1', name: 'Rose Lab' },
  createdAt: '2026-11-20T10:04:00.000Z',
  status: 'packed',
  paymentStatus: 'paid',
  lines: [{ productId: 'p1', title: 'Rose serum', quantity: 1, unitPrice: eur(2000), lineTotal: eur(2000) }],
  delivery: {
    kind: 'courier',
    carrierName: 'DPD',
    cod: false,
    key: 'DPD-STD',
    deliveryDays: 2,
    point: null,
    shop: null,
  },
  trackingNumber: null,
  payBy: null,
  contact: { firstName: 'Anna', lastName: 'Kowalska', email: 'anna@example.com', phone: '+48 600 700 800' },
  shippingAddress: { street: 'ul. Różana 5', city: 'Kraków', postalCode: '31-147', country: 'PL' },
  invoice: null,
  itemsTotal: eur(2000),
  deliveryPrice: eur(500),
  total: eur(2500),
  commissionPercent: 6,
  commission: eur(120),
  payout: eur(2380),
  shipment: null,
  canCreateShipment: false,
  nextStatuses: ['shipped', 'cancelled'],
  paidAt: '2026-11-20T10:10:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
});

const list: SellerOrderList = sellerOrderListSchema.parse({
  items: [packed],
  total: 1,
  page: 1,
  pageSize: 20,
  totals: { count: 1, gross: eur(2500), commission: eur(120) },
});

setUpPageTests('sellerOrders', 'logistics');

beforeAll(signInAsSeller);

/**
 * The packed order's API, whose status change moves it on to `changed`; returns the bodies the
 * page sends, in order.
 */
function answerStatusChange(changed: Partial<SellerOrder>): unknown[] {
  const sent: unknown[] = [];
  let order = packed;
  stubFetch({
    ...SELLER_AREA_ANSWERS,
    'GET /api/seller/orders?*': list,
    [`GET /api/seller/orders/${ORDER_ID}`]: () => Response.json(order),
    [`POST /api/seller/orders/${ORDER_ID}/status`]: (_path, init) => {
      sent.push(JSON.parse(init?.body as string));
      order = { ...packed, ...changed };
      return Response.json(order);
    },
  });
  return sent;
}

describe('SellerOrdersPage', () => {
  it('lists an order with the commission beside its total, what the seller receives and the totals', async () => {
    const fetch = stubFetch({ ...SELLER_AREA_ANSWERS, 'GET /api/seller/orders?*': list });
    renderPage(<SellerOrdersPage />, { path: '/orders?status=packed' });

    // The table's row; a phone shows the same order as a card instead.
    const links = await screen.findAllByRole('link', { name: 'GM-2026-000123' });
    const row = links.map((link) => link.closest('tr')).find((found) => found !== null) as HTMLElement;
    const cells = within(row);
    expect(cells.getByText('Anna Kowalska')).toBeTruthy();
    expect(cells.getByText('Packed')).toBeTruthy();
    expect(cells.getByText('Payment: paid')).toBeTruthy();
    expect(cells.getByText('€25.00')).toBeTruthy();
    expect(cells.getByText('· commission €1.20')).toBeTruthy();
    expect(cells.getByText('€23.80')).toBeTruthy();

    const totals = screen.getByRole('region', { name: 'Totals of this filter' });
    expect(within(totals).getByText('€25.00')).toBeTruthy();
    expect(within(totals).getByText('€1.20')).toBeTruthy();
    // The filter in the address is the one asked for.
    const asked = fetch.mock.calls
      .map(([input]) => pathOf(input))
      .find((path) => path.startsWith('/api/seller/orders'));
    expect(asked).toBe('/api/seller/orders?status=packed&page=1');
  });

  it('opens the order named in the address, with the commission beside what the seller receives', async () => {
    stubFetch({
      ...SELLER_AREA_ANSWERS,
      'GET /api/seller/orders?*': list,
      [`GET /api/seller/orders/${ORDER_ID}`]: packed,
    });
    renderPage(<SellerOrdersPage />, { path: `/orders?order=${ORDER_ID}` });

    const drawer = await screen.findByRole('dialog', { name: 'Order GM-2026-000123' });
    const amounts = within(drawer).getByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('You receive')).toBeTruthy();
    expect(within(amounts).getByText('€23.80')).toBeTruthy();
    expect(within(amounts).getByText('Commission (6%)')).toBeTruthy();
    expect(within(amounts).getByText('€1.20')).toBeTruthy();
    expect(within(drawer).getByText('DPD · courier')).toBeTruthy();
    expect(within(drawer).getByText('Your delivery key: DPD-STD')).toBeTruthy();
  });

  it("sends the tracking number typed for 'Mark shipped'", async () => {
    const sent = answerStatusChange({
      status: 'shipped',
      trackingNumber: 'DPD-0001234567',
      shippedAt: '2026-11-21T08:00:00.000Z',
      nextStatuses: ['delivered'],
    });
    renderPage(<SellerOrdersPage />, { path: `/orders?order=${ORDER_ID}` });

    const drawer = await screen.findByRole('dialog', { name: 'Order GM-2026-000123' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark shipped' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Tracking number' }), {
      target: { value: ' DPD-0001234567 ' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark shipped' }));

    await waitFor(() => expect(sent).toEqual([{ status: 'shipped', trackingNumber: 'DPD-0001234567' }]));
    expect(await screen.findByText('Order GM-2026-000123 is marked shipped; the buyer has been told.')).toBeTruthy();
    expect(await within(drawer).findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(within(drawer).getByText('DPD-0001234567')).toBeTruthy();
  });

  it('shows a missing tracking number on its field', async () => {
    stubFetch({
      ...SELLER_AREA_ANSWERS,
      'GET /api/seller/orders?*': list,
      [`GET /api/seller/orders/${ORDER_ID}`]: packed,
      [`POST /api/seller/orders/${ORDER_ID}/status`]: () =>
        Response.json(
          { code: 'tracking_number_required', error: 'Enter the tracking number to mark the order shipped.' },
          { status: 422 },
        ),
    });
    renderPage(<SellerOrdersPage />, { path: `/orders?order=${ORDER_ID}` });

    const drawer = await screen.findByRole('dialog', { name: 'Order GM-2026-000123' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark shipped' }));
    const field = within(drawer).getByRole('textbox', { name: 'Tracking number' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark shipped' }));

    const error = await within(drawer).findByText('Enter the tracking number to mark the order shipped.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });

  it('says before cancelling a paid order that the stock returns and a refund is due', async () => {
    const sent = answerStatusChange({
      status: 'cancelled',
      paymentStatus: 'refund_due',
      cancelledAt: '2026-11-21T08:00:00.000Z',
      nextStatuses: [],
    });
    renderPage(<SellerOrdersPage />, { path: `/orders?order=${ORDER_ID}` });

    const drawer = await screen.findByRole('dialog', { name: 'Order GM-2026-000123' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel order GM-2026-000123?' });
    expect(within(confirm).getByText('The products go back into your stock and the buyer is told.')).toBeTruthy();
    expect(within(confirm).getByText('The buyer has already paid: a refund of €25.00 will be due.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(sent).toEqual([{ status: 'cancelled' }]));
    expect(await within(drawer).findByText('Payment: refund due')).toBeTruthy();
  });

  it('creates the InPost shipment and downloads its A6 label with one press', async () => {
    const inpost: SellerOrder = {
      ...packed,
      delivery: { ...packed.delivery, kind: 'parcel_locker', carrierName: 'InPost', key: null },
      canCreateShipment: true,
    };
    const shipped: SellerOrder = {
      ...inpost,
      canCreateShipment: false,
      shipment: { id: '10000001', status: 'confirmed', trackingNumber: '600000000000000010000001' },
    };
    let order = inpost;
    const fetch = stubFetch({
      ...SELLER_AREA_ANSWERS,
      'GET /api/seller/orders?*': list,
      [`GET /api/seller/orders/${ORDER_ID}`]: () => Response.json(order),
      [`POST /api/seller/orders/${ORDER_ID}/shipment`]: () => {
        order = shipped;
        return Response.json(shipped);
      },
      [`GET /api/seller/orders/${ORDER_ID}/label`]: () =>
        new Response('%PDF-1.4 label', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="label-GM-2026-000123.pdf"',
          },
        }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:label');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(<SellerOrdersPage />, { path: `/orders?order=${ORDER_ID}` });

    const drawer = await screen.findByRole('dialog', { name: 'Order GM-2026-000123' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create shipment and label (InPost)' }));

    await waitFor(() => expect(saved).toEqual(['label-GM-2026-000123.pdf']));
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('%PDF-1.4 label');
    expect(fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${pathOf(input)}`)).toContain(
      `POST /api/seller/orders/${ORDER_ID}/shipment`,
    );
    expect(await within(drawer).findByText('600000000000000010000001')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Download label (A6 PDF)' })).toBeTruthy();
  });

  it("puts ShipX's reason for refusing a shipment under the translated text", async () => {
    const inpost: SellerOrder = {
      ...packed,
      delivery: { ...packed.delivery, kind: 'parcel_locker', carrierName: 'InPost', key: null },
      canCreateShipment: true,
    };
    stubFetch({
      ...SELLER_AREA_ANSWERS,
      'GET /api/seller/orders?*': list,
      [`GET /api/seller/orders/${ORDER_ID}`]: inpost,
      [`POST /api/seller/orders/${ORDER_ID}/shipment`]: () =>
        Response.json(
          { code: 'shipx_failed', error: 'ShipX did not accept the shipment.', details: { reason: 'invalid phone' } },
          { status: 502 },
        ),
    });
    renderPage(<SellerOrdersPage />, { path: `/orders?order=${ORDER_ID}` });

    const drawer = await screen.findByRole('dialog', { name: 'Order GM-2026-000123' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create shipment and label (InPost)' }));
    const alert = await within(drawer).findByRole('alert');
    expect(within(alert).getByText('ShipX did not accept the shipment.')).toBeTruthy();
    expect(within(alert).getByText('ShipX said: invalid phone')).toBeTruthy();
  });
});
