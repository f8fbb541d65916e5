import { statementListSchema, type StatementList } from '@glowmarket/shared/orders';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { SELLER_AREA_ANSWERS, signInAsSeller } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { StatementsPage } from './statements-page';

const november: StatementList = statementListSchema.parse({
  month: '2026-11',
  vatPercent: 23,
  items: [
    {
      month: '2026-11',
      company: { id: 'c1', name: 'Rose Lab' },
      orders: 12,
      gross: 125000,
      commission: 6600,
      commissionVat: 1518,
      payout: 116882,
    },
  ],
});

setUpPageTests('sellerOrders');

beforeAll(signInAsSeller);

describe('StatementsPage', () => {
  it("shows the month's orders, gross sales, commission, VAT on it and payout", async () => {
    stubFetch({ ...SELLER_AREA_ANSWERS, '/api/seller/statements?month=2026-11': november });
    renderPage(<StatementsPage />, { path: '/statements?month=2026-11' });

    const month = await screen.findByRole('region', { name: 'November 2026' });
    expect(within(month).getByText('12')).toBeTruthy();
    expect(within(month).getByText('€1,250.00')).toBeTruthy();
    expect(within(month).getByText('€66.00')).toBeTruthy();
    expect(within(month).getByText('VAT on commission (23%)')).toBeTruthy();
    expect(within(month).getByText('€15.18')).toBeTruthy();
    expect(within(month).getByText('€1,168.82')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('says when the month had no orders', async () => {
    stubFetch({
      ...SELLER_AREA_ANSWERS,
      '/api/seller/statements?month=2026-11': { month: '2026-11', vatPercent: 23, items: [] },
    });
    renderPage(<StatementsPage />, { path: '/statements?month=2026-11' });
    expect(await screen.findByText('There were no orders in November 2026.')).toBeTruthy();
  });
});
