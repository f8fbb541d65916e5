import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { CatalogPage } from './catalog-page';

setUpPageTests('catalog', 'companies', 'ingredients');

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
    '/api/products/facets*': {
      freeFrom: { fragrance: 0, parabens: 0, silicones: 0, alcohol: 0, sulfates: 0 },
      capped: false,
    },
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

/**
 * The list, its facets and the ingredient look-ups as the API answers them; returns the list's and
 * the facets' paths asked for.
 */
function answerIngredientFilters(): { lists: string[]; facets: string[] } {
  const lists: string[] = [];
  const facets: string[] = [];
  stubFetch({
    '/api/categories': [],
    '/api/companies': { items: [] },
    '/api/products/facets*': (path) => {
      facets.push(path);
      return Response.json({
        freeFrom: { fragrance: 12, parabens: 10_000, silicones: 0, alcohol: 7, sulfates: 3 },
        capped: true,
      });
    },
    '/api/products*': (path) => {
      lists.push(path);
      return Response.json({
        items: [product],
        page: 1,
        pageSize: 50,
        total: 120,
        totalIsEstimate: false,
        priceBounds: { min: null, max: null },
        pageAnchors: {},
      });
    },
    '/api/ingredients?q=lim*': [
      { slug: 'limonene', inciName: 'LIMONENE', functions: ['PERFUMING'], allergen: true, groups: ['fragrance'] },
      { slug: 'linalool', inciName: 'LINALOOL', functions: ['PERFUMING'], allergen: true, groups: ['fragrance'] },
    ],
    '/api/ingredients/sodium-laureth-sulfate': { slug: 'sodium-laureth-sulfate', inciName: 'SODIUM LAURETH SULFATE' },
  });
  return { lists, facets };
}

const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

describe('the catalog’s ingredient filters', () => {
  it('count the products each free-from filter would leave, for the list on screen whatever its page', async () => {
    const { facets } = answerIngredientFilters();
    renderPage(<CatalogPage />, { path: '/catalog?inStock=true&sort=price_asc&page=2', route: '/catalog' });

    const group = within(sidebar()).getByRole('group', { name: 'Free from' });
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Fragrance-free (12)' })).toBeDefined());
    expect(within(group).getByRole('checkbox', { name: 'Paraben-free (10,000+)' })).toBeDefined();
    expect(within(group).getByRole('checkbox', { name: 'Silicone-free (0)' })).toBeDefined();
    expect(facets).toEqual(['/api/products/facets?inStock=true']);
  });

  it('put a ticked filter in the address and the query, and combine it with the others', async () => {
    const { lists, facets } = answerIngredientFilters();
    renderPage(<CatalogPage />, { path: '/catalog?freeFrom=sulfates&inStock=true', route: '/catalog' });

    const group = within(sidebar()).getByRole('group', { name: 'Free from' });
    const fragranceFree = await within(group).findByRole('checkbox', { name: /Fragrance-free/ });
    expect(within(group).getByRole('checkbox', { name: /Sulfate-free/ })).toHaveProperty('checked', true);
    fireEvent.click(fragranceFree);

    await waitFor(() => expect(lists.at(-1)).toBe('/api/products?inStock=true&freeFrom=fragrance%2Csulfates'));
    await waitFor(() => expect(facets.at(-1)).toBe('/api/products/facets?inStock=true&freeFrom=fragrance%2Csulfates'));
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeDefined();
  });

  it('take the ingredient chosen from the suggestions by its slug, show it by name, and remove it', async () => {
    const { lists } = answerIngredientFilters();
    renderPage(<CatalogPage />, { path: '/catalog', route: '/catalog' });

    // The pickers come with their group, opened on demand.
    expect(within(sidebar()).queryByRole('combobox', { name: 'Contains ingredient' })).toBeNull();
    fireEvent.click(within(sidebar()).getByText('Contains / does not contain'));
    const contains = await within(sidebar()).findByRole('combobox', { name: 'Contains ingredient' });
    fireEvent.change(contains, { target: { value: 'lim' } });
    await waitFor(() => expect(sidebar().querySelectorAll('datalist option')).toHaveLength(2));
    // The browser's list fills the field with the whole name.
    fireEvent.change(contains, { target: { value: 'LIMONENE' } });

    await waitFor(() => expect(lists.at(-1)).toBe('/api/products?contains=limonene'));
    const chosen = within(sidebar()).getByRole('group', { name: 'Contains ingredient' });
    expect(chosen.textContent).toBe('LIMONENE');
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove the ingredient filter: LIMONENE' }));
    await waitFor(() => expect(lists.at(-1)).toBe('/api/products'));
  });

  it('show an ingredient the address names by its INCI name, and keep it in the page links', async () => {
    answerIngredientFilters();
    renderPage(<CatalogPage />, { path: '/catalog?excludes=sodium-laureth-sulfate', route: '/catalog' });

    // The group opens by itself for an ingredient the address names.
    const chosen = await within(sidebar()).findByRole('group', { name: 'Does not contain ingredient' });
    await waitFor(() => expect(chosen.textContent).toBe('SODIUM LAURETH SULFATE'));
    await waitFor(() => expect(hrefOf('Page 2')).toBe('/catalog?excludes=sodium-laureth-sulfate&page=2'));
  });

  it('say so when a name confirmed with Enter is not an ingredient', async () => {
    answerIngredientFilters();
    renderPage(<CatalogPage />, { path: '/catalog', route: '/catalog' });

    fireEvent.click(within(sidebar()).getByText('Contains / does not contain'));
    const excludes = await within(sidebar()).findByRole('combobox', { name: 'Does not contain ingredient' });
    fireEvent.change(excludes, { target: { value: 'limoncello' } });
    fireEvent.keyDown(excludes, { key: 'Enter' });

    await waitFor(() => expect(excludes.getAttribute('aria-invalid')).toBe('true'));
    expect(within(sidebar()).getByText('No ingredient of that name')).toBeDefined();
  });
});
