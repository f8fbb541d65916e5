import { describe, expect, it } from 'vitest';
import {
  apiQueryFromFilters,
  changeFilters,
  countFilters,
  effectiveSort,
  filtersFromParams,
  NO_FILTERS,
  paramsFromFilters,
  type CatalogFilters,
} from './catalog-filters';

const CATEGORY = '95fb4454-e3e4-4fbc-8f44-cc5660ce3854';
const SUBCATEGORY = '6a896d0f-b79f-4976-94e7-9c9eb0eb1c4f';
const COMPANY = '209a539a-466e-4a5c-bf60-b23cf0323bbc';
/** An anchor as the API writes one: base64url of the sort, its key and a product id. */
const ANCHOR = 'WyJwcmljZV9kZXNjIiwiMTI5MCIsImUxZDJjM2I0LTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMSJd';

describe('catalog filters in the address', () => {
  it('read every filter, the sort, the page and its anchor', () => {
    const params = new URLSearchParams(
      `q=serum&category=${CATEGORY}&subcategory=${SUBCATEGORY}&company=${COMPANY}&minPrice=10&maxPrice=49.5` +
        `&priceCurrency=PLN&condition=used&inStock=true&specialOffer=true&minRating=4` +
        `&freeFrom=fragrance%2Cparabens&contains=limonene&excludes=sodium-laureth-sulfate&sort=price_desc&page=3&after=${ANCHOR}`,
    );
    expect(filtersFromParams(params)).toEqual({
      q: 'serum',
      category: CATEGORY,
      subcategory: SUBCATEGORY,
      company: COMPANY,
      minPrice: 10,
      maxPrice: 49.5,
      priceCurrency: 'PLN',
      condition: 'used',
      inStock: true,
      specialOffer: true,
      minRating: 4,
      freeFrom: ['fragrance', 'parabens'],
      contains: 'limonene',
      excludes: 'sodium-laureth-sulfate',
      sort: 'price_desc',
      page: 3,
      after: ANCHOR,
    } satisfies CatalogFilters);
  });

  it('write them back to the same address, and the plain list to none', () => {
    const address =
      `q=serum&category=${CATEGORY}&subcategory=${SUBCATEGORY}&company=${COMPANY}&minPrice=10&maxPrice=49.5` +
      `&priceCurrency=PLN&condition=used&inStock=true&specialOffer=true&minRating=4` +
      `&freeFrom=fragrance%2Cparabens&contains=limonene&excludes=sodium-laureth-sulfate&sort=price_desc&page=3&after=${ANCHOR}`;
    expect(paramsFromFilters(filtersFromParams(new URLSearchParams(address))).toString()).toBe(address);
    expect(paramsFromFilters(NO_FILTERS).toString()).toBe('');
  });

  it('leave out what cannot be read', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'category=drop table&company=1&minPrice=cheap&condition=broken&minRating=9&sort=best&page=-2' +
          '&freeFrom=gluten,,&contains=Limonene&excludes=a--b',
      ),
    );
    expect(filters).toEqual(NO_FILTERS);
  });

  it('read a page typed by number, and leave out an anchor that is not one or has no page to start', () => {
    expect(filtersFromParams(new URLSearchParams('page=7'))).toEqual({ ...NO_FILTERS, page: 7 });
    for (const after of ['a b', 'x'.repeat(201), '%00', '']) {
      expect(filtersFromParams(new URLSearchParams({ page: '7', after })).after).toBeNull();
    }
    expect(filtersFromParams(new URLSearchParams(`after=${ANCHOR}`)).after).toBeNull();
    expect(paramsFromFilters({ ...NO_FILTERS, after: ANCHOR }).toString()).toBe('');
  });

  it('read the free-from keys each once, in their usual order, whichever way they were written', () => {
    const filters = filtersFromParams(new URLSearchParams('freeFrom=sulfates,fragrance,gluten,sulfates'));
    expect(filters.freeFrom).toEqual(['fragrance', 'sulfates']);
    expect(paramsFromFilters(filters).get('freeFrom')).toBe('fragrance,sulfates');
  });

  it('drop a subcategory without its category', () => {
    expect(filtersFromParams(new URLSearchParams(`subcategory=${SUBCATEGORY}`)).subcategory).toBeNull();
  });

  it('accept a decimal comma in prices', () => {
    expect(filtersFromParams(new URLSearchParams('minPrice=12,5')).minPrice).toBe(12.5);
  });
});

describe('changing filters', () => {
  it('goes back to the first page', () => {
    const onPage3 = { ...NO_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { inStock: true }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('keeps an anchor only with the page it was given for', () => {
    const anchored = { ...NO_FILTERS, page: 3, after: ANCHOR };
    expect(changeFilters(anchored, { page: 4, after: 'next' })).toMatchObject({ page: 4, after: 'next' });
    expect(changeFilters(anchored, { page: 7 })).toMatchObject({ page: 7, after: null });
    for (const change of [
      { q: 'serum' },
      { sort: 'price_asc' as const },
      { inStock: true },
      { priceCurrency: 'PLN' as const },
    ]) {
      expect(changeFilters(anchored, change)).toMatchObject({ page: 1, after: null });
    }
  });

  it('forgets the subcategory of another category', () => {
    const filters = { ...NO_FILTERS, category: CATEGORY, subcategory: SUBCATEGORY };
    expect(changeFilters(filters, { category: null }).subcategory).toBeNull();
    expect(changeFilters(filters, { company: COMPANY }).subcategory).toBe(SUBCATEGORY);
  });

  it('counts the filters that are set', () => {
    expect(countFilters(NO_FILTERS)).toBe(0);
    expect(
      countFilters({ ...NO_FILTERS, q: 'x', category: CATEGORY, maxPrice: 5, inStock: true, sort: 'newest' }),
    ).toBe(3);
    expect(
      countFilters({ ...NO_FILTERS, freeFrom: ['fragrance', 'silicones'], contains: 'limonene', excludes: 'aqua' }),
    ).toBe(4);
  });
});

describe('the API query', () => {
  it('sends prices as typed, in minor units of the currency they were typed in; the API converts', () => {
    const filters = { ...NO_FILTERS, minPrice: 100, maxPrice: 200.5, priceCurrency: 'PLN' as const };
    expect(apiQueryFromFilters(filters)).toBe('minPrice=10000&maxPrice=20050&priceCurrency=PLN');
    expect(apiQueryFromFilters({ ...NO_FILTERS, minPrice: 12.99 })).toBe('minPrice=1299');
  });

  it('puts a reversed range the right way round', () => {
    expect(apiQueryFromFilters({ ...NO_FILTERS, minPrice: 50, maxPrice: 10 })).toBe('minPrice=1000&maxPrice=5000');
  });

  it('names the currency only with a price bound', () => {
    expect(apiQueryFromFilters({ ...NO_FILTERS, priceCurrency: 'SEK' })).toBe('');
  });

  it('sends every other filter, the sort, the page and its anchor', () => {
    const filters: CatalogFilters = {
      ...NO_FILTERS,
      q: 'krem',
      category: CATEGORY,
      subcategory: SUBCATEGORY,
      company: COMPANY,
      condition: 'damaged',
      inStock: true,
      specialOffer: true,
      freeFrom: ['parabens', 'alcohol'],
      contains: 'aqua',
      excludes: 'limonene',
      sort: 'price_asc',
      page: 2,
      after: ANCHOR,
    };
    expect(Object.fromEntries(new URLSearchParams(apiQueryFromFilters(filters)))).toEqual({
      q: 'krem',
      category: CATEGORY,
      subcategory: SUBCATEGORY,
      company: COMPANY,
      condition: 'damaged',
      inStock: 'true',
      specialOffer: 'true',
      freeFrom: 'parabens,alcohol',
      contains: 'aqua',
      excludes: 'limonene',
      sort: 'price_asc',
      page: '2',
      after: ANCHOR,
    });
  });

  it('sorts by relevance only when searching', () => {
    expect(effectiveSort(NO_FILTERS)).toBe('newest');
    expect(effectiveSort({ ...NO_FILTERS, q: 'serum' })).toBe('relevance');
    expect(effectiveSort({ ...NO_FILTERS, sort: 'relevance' })).toBe('newest');
    expect(apiQueryFromFilters({ ...NO_FILTERS, sort: 'relevance' })).toBe('sort=newest');
  });
});
