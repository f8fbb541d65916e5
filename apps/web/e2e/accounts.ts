import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A new address per run, so journeys never meet each other's accounts. */
export function uniqueEmail(): string {
  return `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A verified account made through the API, for journeys that start after registration. */
export async function createVerifiedAccount(request: APIRequestContext, email: string, password: string) {
  const registered = await request.post('/api/users/register', {
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '+48 600 700 800',
      password,
      confirmPassword: password,
      policyAccepted: true,
      language: 'en-US',
    },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: { username: string; ConfirmationCode: string } };
  const verified = await request.post('/api/users/verify', {
    data: { username: username.username, confirmationCode: username.ConfirmationCode, password },
  });
  expect(verified.ok()).toBe(true);
}

/** Logs in through the login page, as a person does. */
export async function logIn(page: Page, login: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-mail or username').fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
