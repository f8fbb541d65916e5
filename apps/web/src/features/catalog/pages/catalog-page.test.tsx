import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { CatalogPage } from './catalog-page';

setUpPageTests('catalog', 'companies');

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
  company: { id: '209a539a-466e-4a5c-bf60-b23cf0323bbc', name: 'Różana Manufaktura' },
};

/** The anchor the API gives page `page` of the list: what matters here is only that it travels. */
const anchorOf = (page: number) => `anchor-${page}`;

/**
 * GET /api/products as the API answers it: 300 products, 50 a page, with the anchors of the pages
 * around the one asked for (±2, never the first) and of the last. Returns the paths asked for.
 */
function answerCatalog(): string[] {
  const asked: string[] = [];
  stubFetch({
    '/api/categories': [],
    '/api/companies': { items: [] },
    '/api/products*': (path) => {
      asked.push(path);
      const page = Number(new URL(path, 'http://test.invalid').searchParams.get('page') ?? 1);
      const near = [page - 2, page - 1, page + 1, page + 2, 6].filter((number) => number > 1 && number <= 6);
      return Response.json({
        items: [product],
        page,
        pageSize: 50,
        total: 300,
        totalIsEstimate: false,
        priceBounds: { min: null, max: null },
        pageAnchors: Object.fromEntries(near.map((number) => [String(number), anchorOf(number)])),
      });
    },
  });
  return asked;
}

const pages = () => screen.getByRole('navigation', { name: 'Pages of products' });
const hrefOf = (name: string) => within(pages()).getByRole('link', { name }).getAttribute('href');

describe('the catalog’s page links', () => {
  it('carry the anchor the answer gave each page, and the first page goes by the bare list', async () => {
    const asked = answerCatalog();
    renderPage(<CatalogPage />, { path: `/catalog?sort=price_asc&page=3&after=${anchorOf(3)}`, route: '/catalog' });

    await waitFor(() => expect(hrefOf('Page 4')).toBe(`/catalog?sort=price_asc&page=4&after=${anchorOf(4)}`));
    expect(asked).toEqual([`/api/products?sort=price_asc&page=3&after=${anchorOf(3)}`]);
    expect(hrefOf('Page 1')).toBe('/catalog?sort=price_asc');
    expect(hrefOf('Page 2')).toBe(`/catalog?sort=price_asc&page=2&after=${anchorOf(2)}`);
    expect(hrefOf('Page 6')).toBe(`/catalog?sort=price_asc&page=6&after=${anchorOf(6)}`);
    expect(hrefOf('Previous page')).toBe(hrefOf('Page 2'));
    expect(hrefOf('Next page')).toBe(hrefOf('Page 4'));
    expect(within(pages()).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('go to the page in place on a plain click, at its top, asking the API from its anchor', async () => {
    const asked = answerCatalog();
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage(<CatalogPage />, { path: '/catalog?page=2', route: '/catalog' });

    await waitFor(() => expect(hrefOf('Next page')).toBe(`/catalog?page=3&after=${anchorOf(3)}`));
    fireEvent.click(within(pages()).getByRole('link', { name: 'Next page' }));

    await waitFor(() =>
      expect(within(pages()).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(asked).toEqual(['/api/products?page=2', `/api/products?page=3&after=${anchorOf(3)}`]);
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(hrefOf('Page 5')).toBe(`/catalog?page=5&after=${anchorOf(5)}`));
  });

  it('go back to the first page without an anchor when the sort changes', async () => {
    const asked = answerCatalog();
    renderPage(<CatalogPage />, { path: `/catalog?page=4&after=${anchorOf(4)}`, route: '/catalog' });

    await waitFor(() => expect(hrefOf('Page 5')).toBe(`/catalog?page=5&after=${anchorOf(5)}`));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_desc' } });

    await waitFor(() => expect(asked.at(-1)).toBe('/api/products?sort=price_desc'));
    await waitFor(() => expect(hrefOf('Page 2')).toBe(`/catalog?sort=price_desc&page=2&after=${anchorOf(2)}`));
  });
});
