import { expect, test } from '@playwright/test';

test('the home page renders in English', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cosmetics straight from the people who make them' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('search').getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Version 1.1.5')).toBeVisible();
});

test('switching to Polish changes the texts and the document language, and is remembered', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Polski' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
  await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
  await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
});

test('each route sets its own title and meta description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Cosmetics straight from their makers · Glowmarket');
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /directly from the manufacturers/);

  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveTitle('Privacy policy · Glowmarket');
  await expect(description).toHaveCount(1);
  await expect(description).not.toHaveAttribute('content', /directly from the manufacturers/);

  await page.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveTitle('Contact · Glowmarket');
  await expect(description).toHaveAttribute('content', /marketplace operator/);
});

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Glowmarket');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('footer links reach their pages', async ({ page }) => {
  const pages = [
    { link: 'Marketplace rules', path: '/rules', heading: 'Marketplace rules' },
    { link: 'Terms of service', path: '/regular', heading: 'Terms of service' },
    { link: 'Privacy policy', path: '/policy', heading: 'Privacy policy' },
    { link: 'Intellectual property policy', path: '/ip-policy', heading: 'Intellectual property policy' },
    { link: 'Contact', path: '/contact', heading: 'Contact' },
    { link: 'Report suspicious activity', path: '/report', heading: 'Report suspicious activity' },
    { link: 'Accessibility', path: '/accessibility', heading: 'Accessibility statement' },
  ];
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const target of pages) {
    await footer.getByRole('link', { name: target.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  }
  // The accessibility statement, last, says where to report a barrier.
  await expect(page.getByRole('main').getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  await expect(footer.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', /apps\.apple\.com/);
  await expect(footer.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', /play\.google\.com/);
});

test('navigation returns to the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 500 });
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace rules' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a visitor can report suspicious activity, with clear messages for missing fields', async ({ page }) => {
  await page.goto('/report');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'What happened?' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('combobox', { name: 'What is it about?' }).click();
  await page.getByRole('option', { name: 'Counterfeit product' }).click();
  await page.getByLabel('Link to the page').fill('https://example.com/fake-serum');
  await page
    .getByLabel('What happened?')
    .fill('The serum is sold as an original, but the batch number does not exist.');
  await page.getByLabel('Your e-mail').fill('buyer@example.com');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you — your report has been sent.')).toBeVisible();
  await expect(page.getByText('Report received')).toBeVisible();
});
