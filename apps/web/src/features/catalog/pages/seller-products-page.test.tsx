import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { SELLER_AREA_ANSWERS, signInAsSeller } from '../../../test/sign-in';
import { stubFetch } from '../../../test/stub-fetch';
import { SellerProductsPage } from './seller-products-page';

setUpPageTests('catalog', 'companies');

beforeAll(signInAsSeller);

const row = {
  price: 2690,
  stock: 5,
  active: true,
  ean: null,
  erpCode: null,
  missingTitles: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
  image: null,
};

const list = {
  items: [
    { ...row, id: 'p1', title: 'Rose Face Cream', labelGaps: ['cpnpReference'], expiresSoon: true },
    { ...row, id: 'p2', title: 'Calendula Balm', labelGaps: [], expiresSoon: false },
  ],
  page: 1,
  pageSize: 50,
  total: 2,
};

describe('SellerProductsPage', () => {
  it('flags a product whose label is incomplete or whose stock expires soon, and no other', async () => {
    stubFetch({ ...SELLER_AREA_ANSWERS, '/api/seller/products?page=1': list });
    renderPage(<SellerProductsPage />, { path: '/seller/products' });

    const table = await screen.findByRole('table', { name: /./ });
    const flagged = within(within(table).getByText('Rose Face Cream').closest('tr') as HTMLElement);
    expect(flagged.getByText('Label incomplete')).toBeTruthy();
    expect(flagged.getByText('Expires soon')).toBeTruthy();
    const complete = within(within(table).getByText('Calendula Balm').closest('tr') as HTMLElement);
    expect(complete.queryByText('Label incomplete')).toBeNull();
    expect(complete.queryByText('Expires soon')).toBeNull();

    // The phone's cards say the same.
    const card = within(screen.getByRole('article', { name: 'Rose Face Cream' }));
    expect(card.getByText('Label incomplete')).toBeTruthy();
    expect(card.getByText('Expires soon')).toBeTruthy();
  });
});
