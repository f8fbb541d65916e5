import type { SellerProduct } from '@glowmarket/shared/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { pathOf, stubFetch } from '../../../test/stub-fetch';
import { ProductForm } from './product-form';
import { productFormValues } from './product-form-values';

setUpPageTests('catalog', 'productLabel');

const blank = { description: '', action: '', howToUse: '', function: '', precautions: '', specialOffer: '' };

const saved: SellerProduct = {
  id: 'p1',
  translations: { 'en-US': { ...blank, title: 'Rose Face Cream', composition: 'Aqua, Parfum, Rosa Xyz' } },
  price: 2690,
  lastPrice: null,
  lowestPrice30d: null,
  categoryId: 'c1',
  subcategoryId: null,
  condition: 'new',
  erpCode: null,
  ean: null,
  productIndex: null,
  stock: 7,
  deliveryDays: 2,
  netContent: 50,
  netUnit: 'ml',
  active: true,
  images: [],
  missingTitles: [],
  labelGaps: ['cpnpReference', 'batch'],
  ingredients: [
    { name: 'Aqua', slug: 'aqua', allergen: false, mayContain: false },
    { name: 'Parfum', slug: 'parfum', allergen: true, mayContain: false },
    { name: 'Rosa Xyz', slug: null, allergen: false, mayContain: false },
  ],
  batched: false,
  expiresSoon: false,
  responsiblePersonName: null,
  responsiblePersonAddress: null,
  cpnpReference: null,
  paoMonths: 12,
  bestBefore: null,
  originCountry: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderForm(product: SellerProduct, onSave = vi.fn(() => Promise.resolve(product))) {
  renderPage(
    <ProductForm
      defaultValues={productFormValues(product)}
      defaultLanguage="en-US"
      submitLabel="Save changes"
      saved={product}
      onSave={onSave}
    />,
  );
  return onSave;
}

const labelWarning = () => screen.queryByRole('alert', { name: 'The label is incomplete' });

describe('ProductForm: EU label', () => {
  it('warns of the missing label particulars, in words, while the product is shown', async () => {
    stubFetch({ '/api/categories': [] });
    renderForm(saved);

    const warning = await screen.findByRole('alert', { name: 'The label is incomplete' });
    const gaps = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(gaps).toEqual(['CPNP reference', 'Batch with expiry date']);

    fireEvent.click(screen.getByRole('switch', { name: /Show in the shop/ }));
    expect(labelWarning()).toBeNull();
  });

  it('shows the warning as soon as a hidden product is switched to shown, before it is saved', async () => {
    stubFetch({ '/api/categories': [] });
    const onSave = renderForm({ ...saved, active: false });

    await screen.findByRole('textbox', { name: 'CPNP reference' });
    expect(labelWarning()).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Show in the shop/ }));
    expect(labelWarning()).not.toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says nothing when the label is complete', async () => {
    stubFetch({ '/api/categories': [] });
    renderForm({ ...saved, labelGaps: [] });

    await screen.findByRole('textbox', { name: 'CPNP reference' });
    expect(labelWarning()).toBeNull();
  });

  it('shows the open-jar symbol beside the chosen period after opening', async () => {
    stubFetch({ '/api/categories': [] });
    renderForm(saved);

    expect(await screen.findByRole('img', { name: 'Use within 12 months of opening' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /Period after opening/ }), { target: { value: '6' } });
    expect(screen.getByRole('img', { name: 'Use within 6 months of opening' })).toBeTruthy();
  });

  it('keeps a batched stock read-only, as the sum the batches give', async () => {
    stubFetch({ '/api/categories': [] });
    renderForm({ ...saved, batched: true, stock: 12 });

    const stock = await screen.findByRole('textbox', { name: 'Available quantity' });
    expect(stock.hasAttribute('readonly')).toBe(true);
    expect((stock as HTMLInputElement).value).toBe('12');
    expect(screen.getByText('Stock comes from the batches below')).toBeTruthy();
  });
});

describe('ProductForm: ingredient check', () => {
  it('lists the saved ingredients in label order, the unknown flagged and the allergens marked', async () => {
    const fetch = stubFetch({ '/api/categories': [] });
    renderForm(saved);

    const list = await screen.findByRole('list', { name: 'Ingredients in label order' });
    const chips = within(list).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Aqua',
      'Parfum, fragrance allergen',
      'Rosa Xyz, not in the reference list',
    ]);
    expect(screen.getByText(/^Not in the reference list: Rosa Xyz\./)).toBeTruthy();
    // The saved answer already reads the saved composition: nothing is asked again.
    expect(fetch.mock.calls.some(([input]) => pathOf(input).includes('/ingredients/check'))).toBe(false);
  });

  it('checks the composition again once the seller stops typing', async () => {
    const fetch = stubFetch({
      '/api/categories': [],
      'POST /api/seller/ingredients/check': {
        ingredients: [
          { name: 'Aqua', slug: 'aqua', allergen: false, mayContain: false },
          { name: 'Glycerinn', slug: null, allergen: false, mayContain: false },
          { name: 'Linalool', slug: 'linalool', allergen: true, mayContain: false },
        ],
      },
    });
    renderForm(saved);

    const composition = await screen.findByRole('textbox', { name: 'Ingredients (INCI)' });
    fireEvent.change(composition, { target: { value: 'Aqua, Glycerinn, Linalool' } });

    await waitFor(() => expect(screen.getByText(/^Not in the reference list: Glycerinn\./)).toBeTruthy(), {
      timeout: 3000,
    });
    const call = fetch.mock.calls.find(([path]) => path === '/api/seller/ingredients/check');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ composition: 'Aqua, Glycerinn, Linalool' });
    const chips = within(screen.getByRole('list', { name: 'Ingredients in label order' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Aqua',
      'Glycerinn, not in the reference list',
      'Linalool, fragrance allergen',
    ]);
  });
});
