import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { expectNoA11yViolations } from './axe';

/**
 * Presses Tab (or Shift+Tab) until the element has the focus, as a keyboard user moves through the
 * page; fails when it is not reached within `limit` presses. Every step's focus must be visible.
 */
async function tabTo(page: Page, target: Locator, { limit = 80, back = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(target);
      return;
    }
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/**
 * The focused control shows it: an outline or a ring (box shadow) on the control, or on the box
 * around it (a password field's ring is drawn on its wrapper).
 */
async function expectVisibleFocus(target: Locator) {
  const visible = await target.evaluate((element) => {
    for (let node: Element | null = element, depth = 0; node && depth < 3; node = node.parentElement, depth += 1) {
      const css = getComputedStyle(node);
      if ((css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0) || css.boxShadow !== 'none') return true;
    }
    return false;
  });
  expect(visible, `focus of ${target.toString()} is visible`).toBe(true);
}

const focused = (page: Page) => page.locator(':focus');

test('with the keyboard only: skip to the content, search, filter, open a product, compare it and register', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, which moves the focus past the header.
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('Skip to main content');
  await expectVisibleFocus(focused(page));
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAttribute('id', 'content');

  // Back up to the header's search box, type and send.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await tabTo(page, search, { back: true });
  await page.keyboard.type('cream');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?q=cream/);
  await expect(page.getByRole('article').first()).toBeVisible();

  // A filter, chosen with the arrow keys in its list.
  const condition = page.getByRole('complementary').getByRole('combobox', { name: 'Condition' });
  await tabTo(page, condition);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/condition=new/);
  await expect(page.getByRole('article').first()).toBeVisible();

  // The first product's title link opens its page.
  const firstTitle = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const title = (await firstTitle.textContent()) ?? '';
  await tabTo(page, firstTitle);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The link left with the list; the focus goes to the new page's content, not back to the top.
  await expect(focused(page)).toHaveAttribute('id', 'content');

  // The picture opens large in a dialog that holds the focus; Escape closes it and the focus
  // comes back to the picture.
  const picture = page.getByRole('button', { name: /^Enlarge/ });
  if ((await picture.count()) > 0) {
    await tabTo(page, picture, { limit: 10 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    for (let presses = 0; presses < 4; presses += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(picture).toBeFocused();
  }

  // Into the comparison: the button is named by its visible word and the product.
  const compare = page.getByRole('button', { name: `Compare ${title}` });
  await tabTo(page, compare);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Remove from comparison: ${title}` })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Compare products (1 chosen)' })).toBeVisible();

  // The header's Log in link, then "Create an account".
  await tabTo(page, page.getByRole('link', { name: 'Log in' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth$/);
  await tabTo(page, page.getByRole('link', { name: 'Create an account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register$/);

  // Sent empty: each field says what is wrong, tied to it for screen readers.
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(/This field is required/);
  await expect(firstName).toHaveAttribute('required', '');
  await expectNoA11yViolations(page);

  // Filled in field by field with Tab, the policy ticked with Space, sent with Enter.
  const password = 'velvet-peony-lantern';
  await tabTo(page, firstName, { back: true });
  await page.keyboard.type('Ada');
  await tabTo(page, page.getByRole('textbox', { name: 'Last name' }));
  await page.keyboard.type('Lovelace');
  await tabTo(page, page.getByRole('textbox', { name: 'E-mail' }));
  await page.keyboard.type(uniqueEmail());
  await tabTo(page, page.getByRole('textbox', { name: 'Phone number' }));
  await page.keyboard.type('+48 600 700 800');
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('textbox', { name: 'Repeat password' }));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('checkbox', { name: /accept the privacy policy/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verify\?username=/);
  // The toast is a live region: screen readers read it as it appears.
  await expect(page.getByRole('alert').filter({ hasText: 'Your account has been created' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a drawer that holds the focus, and Escape returns it to the button', async ({ page }) => {
    await page.goto('/catalog');
    await expect(page.getByRole('article').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Filters', exact: true });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expectNoA11yViolations(page);

    // A filter chosen with the arrows; Tab stays among the drawer's controls.
    await tabTo(page, drawer.getByRole('combobox', { name: 'Condition' }));
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/condition=new/);
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      await expect(drawer.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
  });
});
