import type { SiteConfiguration } from '@glowmarket/shared/site';
import { describe, expect, it } from 'vitest';
import { inputOf, priceFieldOf, problemsOf, valuesOf } from './configuration-values';

const COURIER = '6f1c1e0e-3b1a-4c55-9d8e-1f2a3b4c5d6e';
const LOCKER = '7a2d2f1f-4c2b-4d66-8e9f-2a3b4c5d6e7f';

const saved: SiteConfiguration = {
  defaultLanguage: 'en-US',
  defaultCurrency: 'EUR',
  headerTexts: { 'en-US': 'Straight from the makers' },
  bannerTexts: {},
  bannerIcon: 'sparkles',
  appStoreUrl: '',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=eu.example',
  defaultDeliveryPrices: [{ methodId: LOCKER, price: 999, freeFrom: null, deliveryDays: 1 }],
  titleImageUrl: null,
  updatedAt: '2026-11-27T12:00:00.000Z',
};

describe('configuration values', () => {
  it('start each delivery method from its default entry, or switched off', () => {
    const values = valuesOf(saved, [COURIER, LOCKER]);
    expect(values.prices[LOCKER]).toEqual({ offered: true, price: 999, freeFrom: null, deliveryDays: 1 });
    expect(values.prices[COURIER]).toMatchObject({ offered: false });
  });

  it('send only the methods switched on, in the form order, with the links trimmed', () => {
    const values = valuesOf(saved, [COURIER, LOCKER]);
    values.prices[COURIER] = { offered: true, price: 1499, freeFrom: 20000, deliveryDays: 2 };
    values.appStoreUrl = '  https://apps.apple.com/app/example/id1  ';
    const input = inputOf(values, [COURIER, LOCKER]);
    expect(input.defaultDeliveryPrices.map((entry) => entry.methodId)).toEqual([COURIER, LOCKER]);
    expect(input.appStoreUrl).toBe('https://apps.apple.com/app/example/id1');
    expect(problemsOf(input)).toEqual({});
  });

  it('name each problem by its field, a price by the row it belongs to', () => {
    const values = valuesOf(saved, [COURIER, LOCKER]);
    values.prices[COURIER] = { offered: true, price: undefined, freeFrom: null, deliveryDays: '' };
    values.googlePlayUrl = 'play.google.com';
    const input = inputOf(values, [COURIER, LOCKER]);
    const problems = problemsOf(input);
    expect(Object.keys(problems)).toEqual(
      expect.arrayContaining([
        'googlePlayUrl',
        'defaultDeliveryPrices.0.price',
        'defaultDeliveryPrices.0.deliveryDays',
      ]),
    );
    expect(priceFieldOf('defaultDeliveryPrices.0.price', input)).toEqual({ methodId: COURIER, part: 'price' });
    expect(priceFieldOf('googlePlayUrl', input)).toBeNull();
  });
});
