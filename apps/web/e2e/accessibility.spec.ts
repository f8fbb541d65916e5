import { PAGE_PATHS } from '@glowmarket/shared/routes';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, waitForPage } from './axe';
import { fillPath, findIds, json, logInAs, PAGES_BY_ROLE } from './pages';

/**
 * Every page of PAGE_PATHS, as the role that sees it, scanned by axe for WCAG 2.1 A/AA (decision
 * 019) on a desktop in English and on a phone in Polish: both sizes, both languages, and a language
 * whose words run longer. The journeys scan their own states (dialogs open, errors shown).
 */

const SCREENS = [
  { name: 'desktop, en-US', viewport: { width: 1366, height: 900 }, locale: 'en-US' },
  { name: 'phone, pl-PL', viewport: { width: 390, height: 844 }, locale: 'pl-PL' },
] as const;

/** PAGES_BY_ROLE (pages.ts) names every page path; the phone layout journey opens the same list. */
test('every page path is scanned as some role', () => {
  const scanned = Object.values(PAGES_BY_ROLE).flat();
  expect([...scanned].sort()).toEqual([...PAGE_PATHS].sort());
});

async function scanPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await waitForPage(page);
    await expectNoA11yViolations(page);
  }
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, locale: screen.locale });

    test('visitor pages, the not-found page and the comparison with products', async ({ page, request }) => {
      // 27 pages, each loaded and scanned: about 6 s a page on CI's machine.
      test.setTimeout(180_000);
      const ids = await findIds(request);
      // Two products in the comparison, so its table is scanned rather than its empty state.
      const [first, second] = (await json<{ items: { id: string }[] }>(request, '/api/products')).items;
      await page.addInitScript(
        (compared) => {
          if (!localStorage.getItem('glowmarket.compare')) localStorage.setItem('glowmarket.compare', compared);
        },
        JSON.stringify([first?.id, second?.id]),
      );
      await scanPages(page, [...PAGES_BY_ROLE.visitor.map((path) => fillPath(path, ids)), '/no-such-page']);
      await expect(page.locator('html')).toHaveAttribute('lang', screen.locale);
    });

    for (const role of ['buyer', 'seller', 'admin'] as const) {
      test(`${role} pages`, async ({ page, request }) => {
        // Up to 16 pages a role (the seller's), each loaded and scanned: about 6 s a page on CI's machine.
        test.setTimeout(150_000);
        const ids = await findIds(request);
        await logInAs(page, role);
        await scanPages(
          page,
          PAGES_BY_ROLE[role].map((path) => fillPath(path, ids)),
        );
      });
    }
  });
}
