import { expect, test, type Page } from '@playwright/test';
import { logIn } from './accounts';

const ADMIN = { email: 'admin@glowmarket.example', password: 'Peony-Admin-2026' };

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** The configuration tab of /admin, as the operator opens it after logging in. */
async function openConfiguration(page: Page) {
  await logIn(page, ADMIN.email, ADMIN.password);
  // An operator without a company lands on the company page first.
  await expect(page).toHaveURL(/\/company-data$/);
  await page.goto('/admin?tab=configuration');
  await expect(page.getByRole('tab', { name: 'Configuration', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save configuration' })).toBeVisible({ timeout: 20_000 });
}

/** Puts settings back through the API, so the other journeys see the site as it was. */
async function putConfiguration(page: Page, changes: Record<string, unknown>) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const answer = await page.request.get('/api/admin/site/configuration', { headers });
  const current = (await answer.json()) as Record<string, unknown>;
  const { titleImageUrl: _image, updatedAt: _updated, ...input } = current;
  const saved = await page.request.put('/api/admin/site/configuration', { headers, data: { ...input, ...changes } });
  expect(saved.status()).toBe(200);
}

const clearBanner = (page: Page) => putConfiguration(page, { bannerTexts: {}, bannerIcon: 'sparkles' });

async function setBanner(page: Page, text: string) {
  // The English tab is open first; the other languages' fields are hidden behind their tabs.
  await page.getByRole('textbox', { name: 'Banner text' }).fill(text);
  await page.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByText('The configuration is saved.', { exact: false })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} screen`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the operator changes the banner text and the home page shows it', async ({ page }) => {
      // Logging in, saving and two home pages on a shared two-core machine.
      test.setTimeout(90_000);
      const banner = `Free delivery this week (${viewport.name} ${Date.now()})`;
      await openConfiguration(page);
      await page.getByRole('radio', { name: 'Gift' }).check();
      await setBanner(page, banner);

      await page.goto('/');
      const note = page.getByRole('note', { name: 'Announcement' });
      await expect(note).toHaveText(banner);

      // A visitor who was never logged in sees it too, from the server's first HTML on.
      const html = await (await page.request.get('/')).text();
      expect(html).toContain(banner);

      await clearBanner(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('note', { name: 'Announcement' })).toHaveCount(0);
    });
  });
}

test("a visitor who chose no currency sees prices in the operator's default one", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await openConfiguration(page);
  await page.getByRole('combobox', { name: 'Default currency' }).click();
  await page.getByRole('listbox', { name: 'Default currency' }).getByRole('option', { name: 'PLN' }).click();
  await page.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByText('The configuration is saved.', { exact: false })).toBeVisible();
  try {
    const visitor = await browser.newContext({ locale: 'en-US' });
    const visit = await visitor.newPage();
    await visit.goto('/catalog');
    await expect(visit.getByRole('combobox', { name: 'Currency' })).toHaveValue('PLN');
    await expect(visit.getByText(/PLN\s\d/).first()).toBeVisible();
    // Their own choice still wins, on this page and the next.
    await visit.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await expect(visit.getByText(/€\d/).first()).toBeVisible();
    await visit.reload();
    await expect(visit.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await visitor.close();
  } finally {
    await putConfiguration(page, { defaultCurrency: 'EUR' });
  }
});

test('a link that is not a web address is refused beside its field, and nothing is saved', async ({ page }) => {
  test.setTimeout(60_000);
  await openConfiguration(page);
  const appStore = page.getByRole('textbox', { name: 'App Store address' });
  const before = await appStore.inputValue();
  await appStore.fill('apps.apple.com/app/glowmarket');
  await page.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error saving configurations.' })).toBeVisible();
  await expect(appStore).toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'App Store address' })).toHaveValue(before);
});
