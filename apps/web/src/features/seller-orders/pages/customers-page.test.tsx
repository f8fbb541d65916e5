import { customerListSchema } from '@glowmarket/shared/orders';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { eur } from '../../../test/money';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { SELLER_AREA_ANSWERS, signInAsSeller } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { CustomersPage } from './customers-page';

const customers = customerListSchema.parse({
  items: [
    {
      id: 'u2',
      firstName: 'Anna',
      lastName: 'Kowalska',
      email: 'anna+rose@example.com',
      phone: '+48 600 700 800',
      orders: 3,
      spent: eur(7450),
      lastOrderAt: '2026-11-20T10:04:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
});

setUpPageTests('sellerOrders');

beforeAll(signInAsSeller);

describe('CustomersPage', () => {
  it("lists each customer with contact, orders and spending, and leads to the customer's orders", async () => {
    stubFetch({ ...SELLER_AREA_ANSWERS, '/api/seller/customers?page=1': customers });
    renderPage(<CustomersPage />, { path: '/customers' });

    const name = await screen.findByRole('link', { name: 'Anna Kowalska' });
    expect(name.getAttribute('href')).toBe('/orders?q=anna%2Brose%40example.com');
    const row = within(name.closest('tr') as HTMLElement);
    expect(row.getByRole('link', { name: 'anna+rose@example.com' }).getAttribute('href')).toBe(
      'mailto:anna+rose@example.com',
    );
    expect(row.getByText('3')).toBeTruthy();
    expect(row.getByText('€74.50')).toBeTruthy();
    expect(row.getByText('November 20, 2026')).toBeTruthy();
  });
});
