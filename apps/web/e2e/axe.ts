import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what the European Accessibility Act asks through EN 301 549 (decision 019). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scans what the page shows now with axe-core and fails on any violation of WCAG 2.1 A/AA, listing
 * each failing element as rule, target and page. `label-content-name-mismatch` (2.5.3, a control
 * named unlike its visible words) is marked experimental in axe and off by default; it is on here.
 */
export async function expectNoA11yViolations(page: Page, { include }: { include?: string } = {}) {
  // A dialog fading in is measured at its final colours, not half transparent (spinners, which
  // turn for ever, do not count).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  // The scan leaves the focus where it was: a journey goes on with the keyboard afterwards.
  const focused = await page.evaluateHandle(() => document.activeElement);
  const { violations } = await builder.analyze();
  await focused.evaluate((element) => {
    if (element instanceof HTMLElement && element !== document.activeElement) element.focus({ preventScroll: true });
  });
  const where = new URL(page.url());
  const failures = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} at ${node.target.join(' ')} on ${where.pathname}${where.search}: ${violation.help}` +
        (node.failureSummary ? `\n    ${node.failureSummary.replaceAll('\n', '\n    ')}` : ''),
    ),
  );
  // Soft: a journey goes on and reports every page that fails, not only the first.
  expect.soft(failures, `accessibility violations on ${where.pathname}${where.search}`).toEqual([]);
}

/**
 * The page has loaded what it shows: its level-one heading on screen and nothing left loading (no
 * list marked busy, no skeleton, no page spinner), so the scan sees what a person sees.
 */
export async function waitForPage(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(
    page.locator(
      'main [aria-busy="true"], main .mantine-Skeleton-root[data-visible], main [role="status"][aria-label="…"]',
    ),
  ).toHaveCount(0);
}
