import { expect, test, type Page } from '@playwright/test';
import { logIn } from './accounts';

/** The demo seller of the seed: an approved company (README, demo accounts). */
const SELLER = { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' };

/** A made-up word, new on every run, so the search finds this run's product and nothing else. */
function uniqueWord(): string {
  const letters = 'bcdfghklmnprstvz';
  return Array.from({ length: 9 }, (_, index) =>
    index % 2 === 1 ? 'aeiou'[Math.floor(Math.random() * 5)] : letters[Math.floor(Math.random() * letters.length)],
  ).join('');
}

/** The day a year from now, as a date field takes it. */
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** Types the composition on every tab the product has texts in (the company's language and English). */
async function fillComposition(page: Page, composition: string) {
  for (const tab of [/required/, /English/]) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').getByRole('textbox', { name: 'Ingredients (INCI)' }).fill(composition);
  }
}

/** The catalog's search for `word`, with the fragrance-free filter on or off: the cards it shows. */
async function searchFragranceFree(page: Page, word: string, fragranceFree: boolean) {
  await page.goto(`/catalog?q=${word}${fragranceFree ? '&freeFrom=fragrance' : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${word}”` })).toBeVisible();
  const filter = page.getByRole('checkbox', { name: /Fragrance-free/ });
  await expect(filter).toBeVisible();
  if (fragranceFree) await expect(filter).toBeChecked();
  else await expect(filter).not.toBeChecked();
}

test('a seller gives a product its EU label and a batch; its page shows PAO and allergens; the fragrance-free filter follows its ingredients', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const title = `Rose cream ${word}`;

  // The seller adds a scented product with its label particulars.
  await logIn(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  for (const tab of [/English/, /required/]) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').getByRole('textbox', { name: 'Title' }).fill(title);
  }
  await fillComposition(page, 'Aqua, Glycerin, Parfum (Fragrance), Limonene, Linalool');
  // The check under the composition marks the allergens as the seller types.
  await expect(page.getByText(/Limonene/).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Price (EUR)', exact: true }).fill('24.90');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Available quantity' }).fill('5');
  await page.getByRole('textbox', { name: 'Net content', exact: true }).fill('50');
  await page.getByRole('combobox', { name: 'Unit', exact: true }).selectOption('ml');
  await page.getByRole('textbox', { name: 'CPNP reference' }).fill('3456789');
  await page.getByRole('combobox', { name: 'Period after opening (PAO)' }).selectOption('12');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/seller\/products\/[0-9a-f-]+\/edit$/);
  const productId = /\/seller\/products\/([0-9a-f-]+)\/edit$/.exec(page.url())?.[1] ?? '';

  // Until it has a batch, the editor warns that the label lacks one.
  await expect(page.getByText('The label is incomplete')).toBeVisible();
  await expect(page.getByText('Batch with expiry date')).toBeVisible();
  const addBatch = page.getByRole('form', { name: 'Add a batch' });
  await addBatch.getByRole('textbox', { name: 'Batch code' }).fill(`L${word.slice(0, 5).toUpperCase()}`);
  await addBatch.getByRole('textbox', { name: 'Expiry date' }).fill(nextYear());
  await addBatch.getByRole('textbox', { name: 'Quantity' }).fill('7');
  await addBatch.getByRole('button', { name: 'Add batch' }).click();
  await expect(page.getByRole('cell', { name: `L${word.slice(0, 5).toUpperCase()}`, exact: true })).toBeVisible();
  // The stock is now the batches' sum, and the label is complete.
  await expect(page.getByRole('textbox', { name: 'Available quantity' })).toHaveValue('7');
  await expect(page.getByText('The label is incomplete')).toHaveCount(0);

  // The product page shows the period after opening with its symbol, and the allergens.
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const label = page.getByRole('region', { name: 'Label' });
  await expect(label.getByRole('img', { name: 'Use within 12 months of opening' })).toBeVisible();
  await expect(label.getByText('3456789')).toBeVisible();
  const ingredients = label.getByRole('list', { name: 'Ingredients (INCI)' });
  await expect(ingredients.getByRole('listitem')).toHaveCount(5);
  await expect(ingredients.getByRole('link', { name: /Glycerin/ })).toHaveAttribute('href', '/ingredients/glycerin');
  await expect(ingredients.getByRole('listitem').filter({ hasText: 'Limonene' })).toContainText(
    'Fragrance allergen (must be labelled in the EU)',
  );
  await expect(ingredients.getByRole('listitem').filter({ hasText: 'Glycerin' })).not.toContainText(
    'Fragrance allergen',
  );

  // Scented, it is left out of the fragrance-free list and shown without the filter.
  await searchFragranceFree(page, word, false);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await searchFragranceFree(page, word, true);
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  // Made unscented, the fragrance-free list includes it.
  await page.goto(`/seller/products/${productId}/edit`);
  await fillComposition(page, 'Aqua, Glycerin, Panthenol');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await searchFragranceFree(page, word, true);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});
