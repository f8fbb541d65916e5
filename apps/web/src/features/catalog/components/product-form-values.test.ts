import type { SellerProduct } from '@glowmarket/shared/catalog';
import { describe, expect, it } from 'vitest';
import { emptyProductValues, languagesWithoutTitle, productFormValues } from './product-form-values';

const saved: SellerProduct = {
  id: 'p1',
  translations: {
    'en-US': {
      title: 'Rose Serum',
      description: 'Light.',
      action: '',
      howToUse: '',
      composition: 'Aqua',
      function: '',
      precautions: '',
      specialOffer: '',
    },
  },
  price: 2690,
  lastPrice: null,
  lowestPrice30d: null,
  categoryId: 'c1',
  subcategoryId: null,
  condition: 'used',
  erpCode: null,
  ean: '5901234123457',
  productIndex: null,
  stock: 4,
  deliveryDays: 1,
  netContent: 30,
  netUnit: 'ml',
  active: false,
  images: [],
  missingTitles: [],
  labelGaps: ['cpnpReference'],
  ingredients: [{ name: 'Aqua', slug: 'aqua', allergen: false, mayContain: false }],
  batched: false,
  expiresSoon: false,
  responsiblePersonName: null,
  responsiblePersonAddress: null,
  cpnpReference: null,
  paoMonths: 12,
  bestBefore: null,
  originCountry: 'KR',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('product form values', () => {
  it('have a blank text for every language of a new product', () => {
    const values = emptyProductValues();
    expect(Object.keys(values.translations)).toHaveLength(11);
    expect(languagesWithoutTitle(values.translations)).toHaveLength(11);
  });

  it('take a saved product, blanks for the languages it lacks and empty strings for nulls', () => {
    const values = productFormValues(saved);
    expect(values.translations['en-US'].title).toBe('Rose Serum');
    expect(values.translations['pl-PL'].title).toBe('');
    expect(values.erpCode).toBe('');
    expect(values.ean).toBe('5901234123457');
    expect(values.price).toBe(2690);
    expect(values.active).toBe(false);
    expect(values.responsiblePersonName).toBe('');
    expect(values.paoMonths).toBe(12);
    expect(values.originCountry).toBe('KR');
    expect(languagesWithoutTitle(values.translations)).not.toContain('en-US');
  });
});
