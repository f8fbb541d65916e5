import type { PublicCompany } from '@glowmarket/shared/companies';
import type { ShopSummary } from '@glowmarket/shared/shops';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShopMapProps } from '../../../components/shops/shop-map';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { CompanyPage } from './company-page';

vi.mock('../../../components/shops/lazy-shop-map', () => ({
  LazyShopMap: ({ label, markers }: ShopMapProps) => (
    <ul aria-label={label}>
      {markers.map((marker) => (
        <li key={marker.id}>{marker.label}</li>
      ))}
    </ul>
  ),
}));

const company: PublicCompany = {
  id: '209a539a-466e-4a5c-bf60-b23cf0323bbc',
  companyNameShort: 'Różana Manufaktura',
  companyName: 'Różana Manufaktura sp. z o.o.',
  city: 'Kraków',
  country: 'PL',
  webPage: null,
  publicEmail: null,
  publicPhone: null,
  logoUrl: '/uploads/logo.webp',
  photos: [],
  description: 'Rose cosmetics since 1998.',
  descriptionLanguage: 'en-US',
};

const closed = { open: false, ranges: [] };
const shop: ShopSummary = {
  id: '7b0e6a52-4c1d-4d8a-9a53-0c7e5d1f2a11',
  title: 'Rose Corner',
  address: { street: 'ul. Floriańska 10', postalCode: '31-019', city: 'Kraków', country: 'PL' },
  location: { latitude: 50.0629, longitude: 19.9401 },
  timeZone: 'Europe/Warsaw',
  hours: {
    monday: closed,
    tuesday: closed,
    wednesday: closed,
    thursday: closed,
    friday: closed,
    saturday: closed,
    sunday: closed,
  },
  pickup: false,
  photo: null,
  company: { id: company.id, name: company.companyNameShort },
  distanceKm: null,
};

const product = {
  id: 'e1d2c3b4-0000-4000-8000-000000000001',
  title: 'Rose Hydrating Serum',
  price: { amount: 2690, currency: 'EUR', base: { amount: 2690, currency: 'EUR' } },
  lastPrice: null,
  lowestPrice30d: null,
  pricePerUnit: null,
  condition: 'new',
  inStock: true,
  specialOffer: false,
  rating: { average: 0, count: 0 },
  image: null,
  company: shop.company,
};

setUpPageTests('companies', 'shops', 'catalog');

function answerApi() {
  return stubFetch({
    [`/api/companies/${company.id}`]: company,
    [`/api/shops?company=${company.id}&limit=200`]: { items: [shop] },
    [`/api/products?company=${company.id}`]: { items: [product], page: 1, pageSize: 50, total: 31 },
  });
}

function renderCompanyPage() {
  renderPage(<CompanyPage />, { path: `/company/${company.id}`, route: '/company/:id' });
}

describe('CompanyPage', () => {
  it('shows the logo, the shops on a map and in a list, and a link to the store locator', async () => {
    answerApi();
    renderCompanyPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Różana Manufaktura' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo of Różana Manufaktura' }).getAttribute('src')).toBe(
      '/uploads/logo.webp',
    );
    const shopLink = await screen.findByRole('link', { name: 'Rose Corner' });
    expect(shopLink.getAttribute('href')).toBe(`/shops/${shop.id}`);
    expect(within(shopLink.closest('li') as HTMLElement).getByText('Closed')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Map of the shops of Różana Manufaktura' })).getByText('Rose Corner'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find shops near you' }).getAttribute('href')).toBe('/shops');
  });

  it('shows the first products with a link to all of them in the catalog', async () => {
    answerApi();
    renderCompanyPage();
    expect(await screen.findByRole('link', { name: 'Rose Hydrating Serum' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all 31 products' }).getAttribute('href')).toBe(
      `/catalog?company=${company.id}`,
    );
  });
});
