import type { ShopDetail } from '@glowmarket/shared/shops';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopMapProps } from '../../../components/shops/shop-map';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { ShopPage } from './shop-page';

vi.mock('../../../components/shops/lazy-shop-map', () => ({
  LazyShopMap: ({ label, markers }: ShopMapProps) => (
    <ul aria-label={label}>
      {markers.map((marker) => (
        <li key={marker.id}>{marker.label}</li>
      ))}
    </ul>
  ),
}));

const closed = { open: false, ranges: [] };
const weekday = { open: true, ranges: [{ opens: '09:00', closes: '17:00' }] };
const shop: ShopDetail = {
  id: '7b0e6a52-4c1d-4d8a-9a53-0c7e5d1f2a11',
  title: 'Rose Corner',
  address: { street: 'ul. Floriańska 10', postalCode: '31-019', city: 'Kraków', country: 'PL' },
  location: { latitude: 50.0629, longitude: 19.9401 },
  timeZone: 'Europe/Warsaw',
  hours: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: closed,
    sunday: closed,
  },
  pickup: true,
  photo: { id: 'p1', small: '/uploads/a-320.webp', medium: '/uploads/a-800.webp', large: '/uploads/a-1600.webp' },
  company: { id: '209a539a-466e-4a5c-bf60-b23cf0323bbc', name: 'Różana Manufaktura' },
  distanceKm: null,
  language: 'pl-PL',
  description: 'Nasz pierwszy sklep. Mydła i serum.',
  photos: [
    { id: 'p1', small: '/uploads/a-320.webp', medium: '/uploads/a-800.webp', large: '/uploads/a-1600.webp' },
    { id: 'p2', small: '/uploads/b-320.webp', medium: '/uploads/b-800.webp', large: '/uploads/b-1600.webp' },
  ],
  phone: '+48 12 345 67 89',
  email: 'krakow@rozana.example',
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

setUpPageTests('shops', 'catalog');

afterEach(() => {
  document.head.innerHTML = '';
});

function answerApi(found: boolean) {
  return stubFetch({
    ...(found && { [`/api/shops/${shop.id}`]: shop }),
    '/api/products?company=*': { items: [product], page: 1, pageSize: 50, total: 1 },
  });
}

function renderShopPage() {
  renderPage(<ShopPage />, { path: `/shops/${shop.id}`, route: '/shops/:id' });
}

describe('ShopPage', () => {
  it('shows the shop: photos, description in its language, address with directions, contact, company', async () => {
    answerApi(true);
    renderShopPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose Corner' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rose Corner, photo 1' })).toBeTruthy();
    expect(screen.getByText('Nasz pierwszy sklep. Mydła i serum.').getAttribute('lang')).toBe('pl-PL');
    const directions = screen.getByRole('link', { name: /^Directions/ });
    expect(directions.getAttribute('href')).toBe('https://www.openstreetmap.org/directions?to=50.0629,19.9401');
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '+48 12 345 67 89' }).getAttribute('href')).toBe('tel:+48123456789');
    expect(screen.getByRole('link', { name: 'krakow@rozana.example' }).getAttribute('href')).toBe(
      'mailto:krakow@rozana.example',
    );
    expect(screen.getByText('Orders can be picked up here.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Różana Manufaktura' })[0]?.getAttribute('href')).toBe(
      `/company/${shop.company.id}`,
    );
    expect(screen.getByRole('table', { name: 'Opening hours' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Map showing where Rose Corner is' })).getByText('Rose Corner'),
    ).toBeTruthy();
  });

  it('shows the company’s products with a link to all of them', async () => {
    answerApi(true);
    renderShopPage();
    expect(await screen.findByRole('link', { name: 'Rose Hydrating Serum' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All products from Różana Manufaktura' }).getAttribute('href')).toBe(
      `/catalog?company=${shop.company.id}`,
    );
  });

  it('describes itself to search engines and link previews', async () => {
    answerApi(true);
    renderShopPage();
    await screen.findByRole('heading', { level: 1, name: 'Rose Corner' });
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'LocalBusiness', name: 'Rose Corner', telephone: shop.phone });
    const og = (property: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;
    expect(og('og:title')).toBe('Rose Corner');
    expect(og('og:description')).toBe('Nasz pierwszy sklep. · Kraków');
    expect(og('og:image')).toBe(`${window.location.origin}/uploads/a-1600.webp`);
  });

  it('shows the not-found page for a hidden or unknown shop', async () => {
    answerApi(false);
    renderShopPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
