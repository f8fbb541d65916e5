import type { IngredientPage as IngredientAnswer, ProductCard } from '@glowmarket/shared/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { stubFetch } from '../../../test/stub-fetch';
import { IngredientPage } from './ingredient-page';

setUpPageTests('ingredients', 'catalog', 'companies', 'cart');

const card = (number: number): ProductCard => ({
  id: `e1d2c3b4-0000-4000-8000-00000000000${number}`,
  title: `Rose Cream ${number}`,
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
});

const limonene = {
  slug: 'limonene',
  inciName: 'LIMONENE',
  functions: ['PERFUMING', 'SOLVENT', 'SKIN CONDITIONING - OCCLUSIVE', 'TOOTH WHITENING'],
  allergen: true,
  groups: ['fragrance'],
  products: [card(1), card(2)],
  total: 50,
  page: 2,
  pageSize: 24,
} satisfies IngredientAnswer;

function openIngredient(path: string) {
  const asked: string[] = [];
  stubFetch({
    '/api/ingredients/limonene*': (requested) => {
      asked.push(requested);
      return Response.json(limonene);
    },
  });
  renderPage(<IngredientPage />, { path, route: '/ingredients/:slug' });
  return asked;
}

describe('an ingredient’s page', () => {
  it('names the ingredient, its functions, that it is a labelled allergen and the group it counts in', async () => {
    openIngredient('/ingredients/limonene');

    expect(await screen.findByRole('heading', { level: 1, name: 'LIMONENE' })).toBeDefined();
    const functions = screen.getByRole('region', { name: 'Functions' });
    expect(
      within(functions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Perfuming', 'Solvent', 'Skin conditioning – occlusive', 'TOOTH WHITENING']);
    // A term the shop has no translation of stays as the inventory publishes it, marked as English.
    expect(within(functions).getByText('TOOTH WHITENING').closest('li')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/A fragrance allergen: a product sold in the EU must name it/)).toBeDefined();
    expect(screen.getByText('Counts as a fragrance ingredient')).toBeDefined();
  });

  it('lists the products that contain it as the catalog’s cards, a page at a time', async () => {
    const asked = openIngredient('/ingredients/limonene?page=2');

    const products = await screen.findByRole('region', { name: 'Products that contain it' });
    expect(asked).toEqual(['/api/ingredients/limonene?page=2']);
    expect(within(products).getByText('50 products')).toBeDefined();
    expect(
      within(products)
        .getByRole('link', { name: /Rose Cream 1/ })
        .getAttribute('href'),
    ).toBe(`/products/${card(1).id}`);
    const pages = within(products).getByRole('navigation', { name: 'Pages of products' });
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/ingredients/limonene?page=3'));
  });

  it('is the not-found page for a slug the reference list does not know', async () => {
    stubFetch({});
    renderPage(<IngredientPage />, { path: '/ingredients/unobtainium', route: '/ingredients/:slug' });

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found'));
  });
});
