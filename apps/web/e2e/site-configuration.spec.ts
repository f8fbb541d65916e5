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

/** Takes the banner away again through the API, so the other journeys see the home page as it was. */
async function clearBanner(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const answer = await page.request.get('/api/admin/site/configuration', { headers });
  const current = (await answer.json()) as Record<string, unknown>;
  const { titleImageUrl: _image, updatedAt: _updated, ...input } = current;
  const cleared = await page.request.put('/api/admin/site/configuration', {
    headers,
    data: { ...input, bannerTexts: {}, bannerIcon: 'sparkles' },
  });
  expect(cleared.status()).toBe(200);
}

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
