import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createVerifiedAccount, uniqueEmail } from './accounts';
import { expectNoA11yViolations } from './axe';

/** The demo seller of the seed (README, demo accounts): the buyer asks about one of its products. */
const SELLER = { email: 'seller@glowmarket.example', password: 'Peony-Seller-2026' };
const PASSWORD = 'Velvet-Peony-42';

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

async function demoSellerProduct(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: SELLER });
  const companyId = ((await login.json()) as { user: { companyId: string } }).user.companyId;
  const answer = await request.get(`/api/products?company=${companyId}`);
  const [product] = ((await answer.json()) as { items: { id: string; title: string }[] }).items;
  if (!product) throw new Error('the demo seller has products');
  return product;
}

/** The login form of /auth, filled in as a person does. */
async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail or username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function sellerPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/auth');
  await fillLogin(page, SELLER.email, SELLER.password);
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, locale: 'en-US' });

    test('a buyer asks the seller about a product, the seller answers and the buyer reads it', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const product = await demoSellerProduct(request);
      const email = uniqueEmail();
      await createVerifiedAccount(request, email, PASSWORD);
      const question = `Is it <b>fragrance-free</b>? (${screen.name} ${Date.now()})`;

      // A visitor is told an account is needed, logs in and comes back to the product.
      await page.goto(`/products/${product.id}`);
      await page.getByRole('button', { name: 'Ask the seller' }).click();
      const visitorDialog = page.getByRole('dialog');
      await expect(visitorDialog.getByText('You must be logged in to send a message.')).toBeVisible();
      await visitorDialog.getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/auth\?next=/);
      await fillLogin(page, email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));

      // An empty message is refused at once; a written one is sent.
      await page.getByRole('button', { name: 'Ask the seller' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(`About: ${product.title}`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog.getByText('Write your message first.')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Your message' }).fill(question);
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog.getByRole('status')).toContainText('Your message has been sent.');
      await dialog.getByRole('link', { name: 'Open the conversation' }).click();
      await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
      // Shown as typed: the markup is text, not bold.
      await expect(page.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();

      // The seller sees the question among the unread ones, with the buyer's name, and answers.
      const seller = await sellerPage(browser, screen.viewport);
      await seller.goto('/seller/messages');
      const inbox = seller.getByRole('list', { name: 'Conversations' });
      const thread = inbox.getByRole('link').filter({ hasText: question });
      await expect(thread).toContainText('Ada Lovelace');
      await expect(thread.getByText('1 unread message')).toBeAttached();
      await thread.click();
      await expect(seller.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
      await expect(seller.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
      const answer = `Yes, it is fragrance-free. (${screen.name})`;
      await seller.getByRole('textbox', { name: 'Your answer' }).fill(answer);
      await seller.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(seller.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();
      await expectNoA11yViolations(seller);
      await seller.context().close();

      // The buyer's menu counts the answer; opening the conversation reads it.
      await page.goto('/messages');
      await expect(page.getByRole('button', { name: /your account, 1 unread messages/ })).toBeVisible();
      const mine = page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: answer });
      await expect(mine.getByText('1 unread message')).toBeAttached();
      await mine.click();
      await expect(page.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole('textbox', { name: 'Your answer' }).fill('Thank you!');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Messages' }).getByText('Thank you!')).toBeVisible();
    });
  });
}
