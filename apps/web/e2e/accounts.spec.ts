import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logIn, uniqueEmail } from './accounts';
import { readLatestCode } from './mail';
import { expectNoA11yViolations } from './axe';

test('a buyer registers, confirms the e-mail, logs in, saves delivery and invoice data and logs out', async ({
  page,
}) => {
  // Eleven steps, three accessibility scans and two password hashes: as long a journey as checkout's.
  test.setTimeout(90_000);
  const email = uniqueEmail();
  const password = 'velvet-peony-lantern';

  await page.goto('/');
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle('Create an account · Glowmarket');

  // Missing fields and a refused policy are explained next to the fields.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('You must accept the privacy policy.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone number').fill('+48 (600) 700-800');
  await expect(page.getByLabel('Phone number')).toHaveValue('+48 600 700 800');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill('something-else-entirely');
  await page.getByRole('checkbox', { name: /accept the privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Your account has been created. Check your e-mail for the confirmation code.'),
  ).toBeVisible();

  // The register answer carries the code in dev mode, so /verify arrives filled in.
  await expect(page).toHaveURL(/\/verify\?username=.+&code=\d{6}$/);
  await expect(page.getByLabel('Username')).toHaveValue(email);
  await expect(page.getByLabel('Verification code')).toHaveValue(/^\d{6}$/);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your e-mail address is confirmed. You can log in now.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await expect(page.getByLabel('E-mail or username')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  const accountMenu = page.getByRole('button', { name: 'Ada, your account' });
  await expect(accountMenu).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const shipping = page.getByRole('region', { name: 'Shipping addresses' });
  await expect(shipping.getByText('You have no saved addresses yet.')).toBeVisible();
  await shipping.getByRole('button', { name: 'Add address' }).click();
  const addressDialog = page.getByRole('dialog', { name: 'New shipping address' });
  await expect(addressDialog).toBeVisible();
  await expectNoA11yViolations(page);
  await addressDialog.getByLabel('Street and number').fill('ul. Kwiatowa 12');
  await addressDialog.getByLabel('Postal code').fill('00-001');
  await addressDialog.getByLabel('City').fill('Warszawa');
  await addressDialog.getByRole('combobox', { name: 'Country' }).fill('Pola');
  await page.getByRole('option', { name: 'Poland' }).click();
  await addressDialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('The shipping address has been saved.')).toBeVisible();
  await expect(addressDialog).toBeHidden();
  await expect(shipping.getByText('ul. Kwiatowa 12')).toBeVisible();
  await expect(shipping.getByText('00-001 Warszawa')).toBeVisible();
  await expect(shipping.getByText('Poland')).toBeVisible();

  const invoice = page.getByRole('region', { name: 'Invoice details' });
  await invoice.getByRole('button', { name: 'Add invoice details' }).click();
  const invoiceDialog = page.getByRole('dialog', { name: 'New invoice details' });
  // Saving with nothing filled in points at each missing field.
  await invoiceDialog.getByRole('button', { name: 'Save invoice details' }).click();
  await expect(invoiceDialog.getByText('This field is required').first()).toBeVisible();
  await expectNoA11yViolations(page);
  await invoiceDialog.getByLabel('Company or full name').fill('Lovelace Cosmetics Sp. z o.o.');
  await invoiceDialog.getByLabel('Tax ID').fill('PL5260250995');
  await invoiceDialog.getByLabel('Street and number').fill('ul. Prosta 20');
  await invoiceDialog.getByLabel('Postal code').fill('00-850');
  await invoiceDialog.getByLabel('City').fill('Warszawa');
  await invoiceDialog.getByRole('combobox', { name: 'Country' }).fill('Pola');
  await page.getByRole('option', { name: 'Poland' }).click();
  await invoiceDialog.getByRole('button', { name: 'Save invoice details' }).click();
  await expect(page.getByText('The invoice details have been saved.')).toBeVisible();
  await expect(invoice.getByText('Lovelace Cosmetics Sp. z o.o.')).toBeVisible();
  await expect(invoice.getByText('Tax ID: PL5260250995')).toBeVisible();

  // Both survive a reload: they were saved, not only shown.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Shipping addresses' }).getByText('ul. Kwiatowa 12')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoice details' }).getByText('PL5260250995')).toBeVisible();

  await page.getByRole('button', { name: 'Ada, your account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // The account page now asks to log in, and would come back to it afterwards.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\?next=\/account$/);
});

test('a buyer who forgot the password gets a code by e-mail, sets a new password and logs in with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await createVerifiedAccount(request, email, 'first-password-123');

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  // The login page, which also asks for an e-mail, stays on screen until this one has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If this address belongs to an account, we have sent a code to it.')).toBeVisible();

  const code = await readLatestCode(page, email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=.+/);

  const newPassword = 'second-password-456';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill('not-the-same-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password has been reset successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, email, 'first-password-123');
  await expect(page.getByText('Login error: check your e-mail and password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Ada, your account' })).toBeVisible();
});

test('a buyer deletes the account after confirming, and can no longer log in', async ({ page, request }) => {
  const email = uniqueEmail();
  const password = 'short-lived-account-1';
  await createVerifiedAccount(request, email, password);

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  const dangerZone = page.getByRole('region', { name: 'Delete account' });
  await dangerZone.getByRole('button', { name: 'Delete my account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await expectNoA11yViolations(page);
  await dialog.getByRole('checkbox', { name: 'I understand that this cannot be undone' }).check();
  await confirm.click();
  await expect(page.getByText('Your account has been deleted. We are sorry to see you go.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  await logIn(page, email, password);
  await expect(page.getByText('Login error: check your e-mail and password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
