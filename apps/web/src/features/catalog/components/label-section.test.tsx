import type { ProductLabel } from '@glowmarket/shared/cosmetics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../../../test/render-page';
import { formatBestBefore, LabelSection } from './label-section';

setUpPageTests('ingredients', 'productLabel');

const label: ProductLabel = {
  responsiblePerson: { name: 'Różana Manufaktura', address: 'ul. Różana 1, 00-001 Warszawa' },
  cpnpReference: '3456789',
  paoMonths: 12,
  bestBefore: null,
  originCountry: 'KR',
  function: 'Night cream',
  precautions: 'Avoid contact with eyes.',
  ingredients: [
    { name: 'Aqua', slug: 'aqua', allergen: false, mayContain: false },
    { name: 'Parfum', slug: 'parfum', allergen: false, mayContain: false },
    { name: 'Limonene', slug: 'limonene', allergen: true, mayContain: false },
    { name: 'Rosa Damascena Flower Water', slug: null, allergen: false, mayContain: false },
    { name: 'CI 77491', slug: 'ci-77491', allergen: false, mayContain: true },
  ],
  freeFrom: ['parabens', 'silicones'],
};

function renderLabel(changes: Partial<ProductLabel> = {}) {
  renderPage(<LabelSection label={{ ...label, ...changes }} netContent={50} netUnit="ml" />);
  return screen.getByRole('region', { name: 'Label' });
}

/** The label's particulars as the terms and their descriptions read. */
function particularsOf(section: HTMLElement): Record<string, string> {
  const terms = within(section).getAllByRole('term');
  const descriptions = within(section).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent, descriptions[index]?.textContent ?? '']));
}

describe('the product page’s label', () => {
  it('shows the period after opening as the open-jar symbol, read out in words', () => {
    const section = renderLabel();
    const symbol = within(section).getByRole('img', { name: 'Use within 12 months of opening' });
    expect(symbol.textContent).toBe('12M');
  });

  it('lists the particulars the pack carries: content, Responsible Person, CPNP, origin, function, precautions', () => {
    expect(particularsOf(renderLabel())).toEqual({
      'Period after opening': '12M12 months after opening',
      'Nominal content': '50 ml',
      'Responsible Person': 'Różana Manufakturaul. Różana 1, 00-001 Warszawa',
      'CPNP notification': '3456789',
      'Country of origin': 'South Korea',
      Function: 'Night cream',
      Precautions: 'Avoid contact with eyes.',
    });
  });

  it('shows a best-before date in the UI language instead, and the day itself whatever the time zone', () => {
    const section = renderLabel({ paoMonths: null, bestBefore: '2027-03-01' });
    expect(within(section).queryByRole('img')).toBeNull();
    expect(particularsOf(section)).toMatchObject({ 'Best before': 'March 1, 2027' });
    expect(particularsOf(section)).not.toHaveProperty('Period after opening');
    expect(formatBestBefore('2027-03-01', 'de-DE')).toBe('1. März 2027');
  });

  it('links each known ingredient to its page, in label order; an unknown name is plain text', () => {
    const section = renderLabel();
    const names = within(within(section).getByRole('list', { name: 'Ingredients (INCI)' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Aqua',
      'Parfum',
      'Limonene* (Fragrance allergen (must be labelled in the EU))',
      'Rosa Damascena Flower Water',
    ]);
    expect(within(section).getByRole('link', { name: 'Aqua' }).getAttribute('href')).toBe('/ingredients/aqua');
    expect(within(section).queryByRole('link', { name: 'Rosa Damascena Flower Water' })).toBeNull();
  });

  it('marks the fragrance allergens in bold, explains the marker to screen readers and in a legend', () => {
    const section = renderLabel();
    const allergen = within(section).getByRole('link', { name: 'Limonene' });
    expect(allergen.closest('strong')).not.toBeNull();
    expect(within(section).getByRole('link', { name: 'Parfum' }).closest('strong')).toBeNull();
    expect(allergen.closest('strong')?.textContent).toContain('Fragrance allergen (must be labelled in the EU)');
    expect(within(section).getByText(/Fragrance allergen that must be named on the label/)).toBeDefined();
  });

  it('leaves the legend out when no ingredient is an allergen', () => {
    const section = renderLabel({ ingredients: label.ingredients.map((item) => ({ ...item, allergen: false })) });
    expect(within(section).queryByText(/must be named on the label/)).toBeNull();
  });

  it('lists the colourants a range may hold after “May contain:”', () => {
    const section = renderLabel();
    const ingredients = within(section).getByRole('heading', { name: 'Ingredients (INCI)' }).nextElementSibling;
    // On a line of its own below the list, as on the pack.
    const mayContain = within(section).getByText(/^May contain:/);
    expect(mayContain.textContent).toBe('May contain: CI 77491');
    expect(mayContain.previousElementSibling?.textContent).toMatch(/Rosa Damascena Flower Water$/);
    expect(ingredients?.contains(mayContain)).toBe(true);
    expect(within(section).getByRole('link', { name: 'CI 77491' }).getAttribute('href')).toBe('/ingredients/ci-77491');
  });

  it('shows what the product is free from as badges', () => {
    const badges = within(renderLabel()).getByRole('list', { name: 'Free from' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paraben-free', 'Silicone-free']);
  });
});
