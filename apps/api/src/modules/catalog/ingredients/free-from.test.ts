import { describe, expect, it } from 'vitest';
import { freeFromOf, groupsOf } from './free-from';

describe('free-from groups read from INCI names', () => {
  it.each([
    ['Parfum', false, ['fragrance']],
    ['FRAGRANCE', false, ['fragrance']],
    ['Linalool', true, ['fragrance']],
    ['Methylparaben', false, ['parabens']],
    ['Sodium Propylparaben', false, ['parabens']],
    ['Dimethicone', false, ['silicones']],
    ['Cyclopentasiloxane', false, ['silicones']],
    ['Amodimethicone', false, ['silicones']],
    ['Dimethiconol', false, ['silicones']],
    ['Alcohol Denat.', false, ['alcohol']],
    ['Alcohol', false, ['alcohol']],
    ['SD Alcohol 40-B', false, ['alcohol']],
    ['Cetearyl Alcohol', false, []],
    ['Benzyl Alcohol', true, ['fragrance']],
    ['Sodium Laureth Sulfate', false, ['sulfates']],
    ['Sodium Lauryl Sulfate', false, ['sulfates']],
    ['Ammonium Lauryl Sulfate', false, ['sulfates']],
    ['Sodium Coco-Sulfate', false, ['sulfates']],
    ['Magnesium Sulfate', false, []],
    ['Glycerin', false, []],
  ] as const)('%s', (name, allergen, groups) => {
    expect(groupsOf(name, allergen)).toEqual(groups);
  });

  it('a product is free from every group none of its ingredients breaks; one without a list claims nothing', () => {
    expect(freeFromOf([{ groups: [] }, { groups: ['parabens'] }])).toEqual([
      'fragrance',
      'silicones',
      'alcohol',
      'sulfates',
    ]);
    expect(freeFromOf([])).toEqual([]);
  });
});
