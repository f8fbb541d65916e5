import type { ExpiringProduct, RecallEntry } from '@glowmarket/shared/cosmetics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { SELLER_AREA_ANSWERS, signInAsSeller } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { StockPage } from './stock-page';

setUpPageTests('stock', 'catalog', 'companies');

beforeAll(signInAsSeller);

const expiring: ExpiringProduct[] = [
  { productId: 'p1', title: 'Rose Face Cream', code: 'L2412', expiresOn: '2027-01-15', quantity: 8 },
];

const entries: RecallEntry[] = [
  {
    orderId: 'o2',
    orderNumber: 'GM-2026-000412',
    placedAt: '2026-11-20T10:04:00.000Z',
    productId: 'p1',
    title: 'Rose Face Cream',
    quantity: 2,
    buyer: { name: 'Anna Kowalska', email: 'anna@example.com', phone: '+48 600 700 800' },
  },
  {
    orderId: 'o1',
    orderNumber: 'GM-2026-000318',
    placedAt: '2026-11-02T08:30:00.000Z',
    productId: 'p1',
    title: 'Rose Face Cream',
    quantity: 1,
    buyer: { name: 'Lena Nowak', email: 'lena@example.com', phone: null },
  },
];

const STOCK_ANSWERS = {
  ...SELLER_AREA_ANSWERS,
  '/api/seller/stock/expiring': { warningDays: 90, products: expiring },
  '/api/seller/recall?code=L2412': { code: 'L2412', entries },
  '/api/seller/recall?code=NOPE': { code: 'NOPE', entries: [] },
};

function searchBatch(code: string) {
  const search = screen.getByRole('search', { name: 'Recall' });
  fireEvent.change(within(search).getByRole('textbox', { name: 'Batch code' }), { target: { value: code } });
  fireEvent.click(within(search).getByRole('button', { name: 'Find buyers' }));
}

describe('StockPage', () => {
  it('lists the batches expiring within the window, each leading to its product', async () => {
    stubFetch(STOCK_ANSWERS);
    renderPage(<StockPage />, { path: '/seller/stock' });

    const table = await screen.findByRole('table', { name: /Batches expiring/ });
    const link = within(table).getByRole('link', { name: 'Rose Face Cream' });
    expect(link.getAttribute('href')).toBe('/seller/products/p1/edit');
    const row = within(link.closest('tr') as HTMLElement);
    expect(row.getByText('L2412')).toBeTruthy();
    expect(row.getByText('January 15, 2027')).toBeTruthy();
    expect(row.getByText('8')).toBeTruthy();
    // On a phone the same batch is a card, its facts named as the columns are.
    const card = within(within(screen.getByRole('list', { name: /Batches expiring/ })).getAllByRole('listitem')[0]!);
    expect(card.getByRole('link', { name: 'Rose Face Cream' }).getAttribute('href')).toBe('/seller/products/p1/edit');
    expect(card.getByText('L2412').previousElementSibling?.textContent).toBe('Batch code');
    expect(card.getByText('8').previousElementSibling?.textContent).toBe('Quantity');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Warn this many days before expiry' }).value).toBe(
      '90',
    );
  });

  it('saves a new warning window', async () => {
    const fetch = stubFetch({
      ...STOCK_ANSWERS,
      'PUT /api/seller/stock/expiry-settings': (_path, init) => Response.json(JSON.parse(init?.body as string)),
    });
    renderPage(<StockPage />, { path: '/seller/stock' });

    const days = await screen.findByRole('textbox', { name: 'Warn this many days before expiry' });
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save window' }));

    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({ warningDays: 30 });
  });

  it("lists every buyer of a batch with the order and the buyer's contact", async () => {
    stubFetch(STOCK_ANSWERS);
    renderPage(<StockPage />, { path: '/seller/stock' });
    await screen.findByRole('search', { name: 'Recall' });

    searchBatch('L2412');

    const table = await screen.findByRole('table', { name: '2 orders hold batch L2412' });
    const rows = within(table).getAllByRole('row').slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('GM-2026-000412')).toBeTruthy();
    expect(first.getByText('November 20, 2026')).toBeTruthy();
    expect(first.getByText('Rose Face Cream')).toBeTruthy();
    expect(first.getByText('2')).toBeTruthy();
    expect(first.getByText('Anna Kowalska')).toBeTruthy();
    expect(first.getByRole('link', { name: 'anna@example.com' }).getAttribute('href')).toBe('mailto:anna@example.com');
    expect(first.getByRole('link', { name: '+48 600 700 800' }).getAttribute('href')).toBe('tel:+48600700800');
    expect(within(rows[1] as HTMLElement).getByText('Lena Nowak')).toBeTruthy();
  });

  it('says so when no order holds the batch', async () => {
    stubFetch(STOCK_ANSWERS);
    renderPage(<StockPage />, { path: '/seller/stock' });
    await screen.findByRole('search', { name: 'Recall' });

    searchBatch('NOPE');

    expect(await screen.findByText('No order holds this batch')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /orders? holds? batch/ })).toBeNull();
  });
});
