import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, logIn, uniqueEmail } from './accounts';
import { expectNoA11yViolations } from './axe';

/** The demo operator the e2e server seeds (README, demo accounts). */
const ADMIN = { email: 'admin@glowmarket.example', password: 'Peony-Admin-2026' };

/** A 16×16 PNG, small enough to send in a moment; the server re-encodes it. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAB0klEQVR4nAXBoQ5FAAAAQB+mKIqiKIqiKIpyRVHer9lsgk2wCTabYBNsgk15d0EfGkJjaArNoSW0hrbQHjpCZ+gK3aEn9Ia+UNBHhsgYmSJzZImskS2yR47IGbkid+SJvJEvEvSxITbGptgcW2JrbIvtsSN2xq7YHXtib+yLBX1iSIyJKTEnlsSa2BJ74kiciStxJ57Em/gSQZ8aUmNqSs2pJbWmttSeOlJn6krdqSf1pr5U0GeGzJiZMnNmyayZLbNnjsyZuTJ35sm8mS8T9LkhN+am3Jxbcmtuy+25I3fmrtyde3Jv7ssFfWEojIWpMBeWwlrYCnvhKJyFq3AXnsJb+ApBXxpKY2kqzaWltJa20l46SmfpKt2lp/SWvlLQV4bKWJkqc2WprJWtsleOylm5KnflqbyVrxL0taE21qbaXFtqa22r7bWjdtau2l17am/tqwV9Y2iMjakxN5bG2tgae+NonI2rcTeextv4GkHPwMjEzMLKxs7BycXNw8tH0LeG1tiaWnNraa2trbW3jtbZulp362m9ra8V9J2hM3amztxZOmtn6+ydo3N2rs7deTpv5+sE/c/wM/5MP/PP8rP+bD/7z/Fz/lw/98/z8/58P39wZ7rgd6AFvAAAAABJRU5ErkJggg==',
  'base64',
);

/** A Polish tax number with a valid checksum, new on every run (weights 6,5,7,2,3,4,5,6,7, sum mod 11). */
function uniqueNip(): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, index) => (index === 0 ? 1 : 0) + Math.floor(Math.random() * 9));
    const check = digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
    if (check !== 10) return `${digits.join('')}${check}`;
  }
}

/** Picks files through the browser's file dialog, as a person does with the button. */
async function chooseFiles(page: Page, button: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}

async function startCompanyRegistration(page: Page) {
  const email = uniqueEmail();
  const password = 'rosehip-serum-2026';
  await createVerifiedAccount(page.request, email, password);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Register your company' }).click();
  await expect(page).toHaveURL(/\/registercompany$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register your company' })).toBeVisible();
}

test('a new seller registers a company, the operator approves it and buyers find it in English and Polish', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Aurora Apothecary ${Date.now().toString(36)}`;
  const englishText = 'We cold-press rosehip oil in small batches and turn it into serums and balms.';
  const polishText = 'Tłoczymy na zimno olej z dzikiej róży w małych partiach i robimy z niego serum i balsamy.';

  await startCompanyRegistration(page);

  // Sending the empty form names the rule and the fields.
  await page.getByRole('button', { name: 'Register company' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(page.getByLabel('Legal name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Legal name').fill(`${name} sp. z o.o.`);
  await page.getByLabel('Public name').fill(name);
  await page.getByLabel('Street and number').fill('ul. Piotrkowska 120');
  await page.getByLabel('Postal code').fill('90-006');
  await page.getByLabel('City').fill('Łódź');
  await page.getByRole('combobox', { name: 'Country' }).fill('Pola');
  await page.getByRole('option', { name: 'Poland' }).click();
  // A Polish company's tax number is a NIP with its checksum.
  await page.getByLabel('Local tax number').fill('1234567890');
  await page.getByLabel('IBAN').fill('PL61 1090 1014 0000 0712 1981 2874');
  await page.getByLabel('Contact person').fill('Ada Lovelace');
  await page.getByLabel('Contact e-mail').fill('office@aurora.example');
  await page.getByLabel('Public e-mail').fill('shop@aurora.example');
  await page.getByLabel('Website').fill('https://aurora.example');
  await page.getByLabel('Description in English').fill(englishText);
  await page.getByRole('tab', { name: /Polski/ }).click();
  await page.getByLabel('Description in Polish').fill(polishText);
  await expect(page.getByRole('tab', { name: /Polski.*has a description/ })).toBeVisible();
  await page.getByRole('button', { name: 'Register company' }).click();
  await expect(page.getByText('This is not a valid NIP: check the ten digits.')).toBeVisible();

  await page.getByLabel('Local tax number').fill(uniqueNip());
  await chooseFiles(page, 'Choose logo', [{ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG }]);
  await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Register company' }).click();

  await expect(
    page.getByText('Your company has been registered. It will be visible to buyers once the operator approves it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/company-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company data' })).toBeVisible();
  await expect(
    page.getByText("Your company is waiting for the operator's approval; it is not visible to buyers yet."),
  ).toBeVisible();
  await expect(page.getByText('Platform commission: 6% — marketplace rate')).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo of ${name}` })).toBeVisible();
  await expect(page.getByLabel('Public name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Ada, your account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Seller area' })).toBeVisible();
  await page.keyboard.press('Escape');

  // While it waits, the public page does not exist.
  const companyId = await page.evaluate(() => sessionStorage.getItem('company'));
  expect(companyId).toMatch(/^[0-9a-f-]{36}$/);
  const hidden = await page.request.get(`/api/companies/${companyId}`);
  expect(hidden.status()).toBe(404);

  // The operator approves it, in a browser of their own.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    // An operator without a company is asked to finish setting up first (SPEC §2).
    await expect(admin).toHaveURL(/\/company-data$/);
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Finish setting up: register your company' }),
    ).toBeVisible();
    await admin.getByRole('button', { name: /, your account$/ }).click();
    await admin.getByRole('menuitem', { name: 'Admin area' }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.getByLabel('Search sellers').fill(name);
    await expect(admin).toHaveURL(/\?q=Aurora/);
    const approve = admin.getByRole('button', { name: `Approve ${name}`, exact: true });
    await approve.click();
    const dialog = admin.getByRole('dialog', { name: `Approve ${name}?` });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(`${name} is approved and visible to buyers.`)).toBeVisible();
    await expect(approve).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(page.getByText('Buyers can see your company and its products.')).toBeVisible();
  await page.getByRole('link', { name: 'See your public page' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${companyId}$`));

  // A visitor finds it among the manufacturers.
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await visitor.getByRole('banner').getByRole('link', { name: 'Manufacturers' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Manufacturers' })).toBeVisible();
    await visitor.getByLabel('Search manufacturers').fill(name);
    await expect(visitor).toHaveURL(/\/manufacturers\?q=Aurora/);
    const card = visitor.getByRole('link', { name: new RegExp(name) });
    await expect(card).toContainText('Łódź, Poland');
    await card.click();

    await expect(visitor).toHaveURL(new RegExp(`/company/${companyId}$`));
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByText(`${name} sp. z o.o.`)).toBeVisible();
    await expect(visitor.getByText('Łódź, Poland')).toBeVisible();
    await expect(visitor.getByText(englishText)).toBeVisible();
    await expect(visitor.getByRole('img', { name: `Logo of ${name}` })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'aurora.example', exact: true })).toHaveAttribute('rel', /noopener/);
    await expect(visitor.getByRole('link', { name: 'shop@aurora.example' })).toHaveAttribute(
      'href',
      'mailto:shop@aurora.example',
    );
    await expect(visitor).toHaveTitle(`${name} · Glowmarket`);
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', englishText);

    // In Polish the page speaks Polish, the description is the Polish one, the name stays.
    await visitor.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Polski' });
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'pl-PL');
    await expect(visitor.getByRole('combobox', { name: 'Język' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
    await expect(visitor.getByText('Łódź, Polska')).toBeVisible();
    await expect(visitor.getByText(polishText)).toBeVisible();
    await expect(visitor.getByText(englishText)).toHaveCount(0);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor).toHaveTitle(`${name} · Glowmarket`);

    await visitor.goto(`/manufacturers?q=${encodeURIComponent(name)}`);
    await expect(visitor.getByRole('link', { name: new RegExp(name) })).toContainText('Łódź, Polska');
    await expect(visitor.getByRole('combobox', { name: 'Język' })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test('a company file over 4 MB is refused before it is sent', async ({ page }) => {
  await startCompanyRegistration(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(seller\/)?companies/.test(request.url())) uploads.push(request.url());
  });
  const tooLarge = { name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024 + 1) };

  await chooseFiles(page, 'Choose logo', [tooLarge]);
  await expect(page.getByRole('alert').filter({ hasText: 'File size exceeds 4 MB' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the chosen logo' })).toHaveCount(0);

  await chooseFiles(page, 'Add photos', [tooLarge, { name: 'shop.png', mimeType: 'image/png', buffer: LOGO_PNG }]);
  await expect(page.getByRole('alert').filter({ hasText: 'poster.png: File size exceeds 4 MB' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of photo 1' })).toBeVisible();
  await expect(page.getByText('1 of 8 photos')).toBeVisible();
  expect(uploads).toEqual([]);
});
