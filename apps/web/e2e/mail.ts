import type { Page } from '@playwright/test';

const ATTEMPTS = 10;

/**
 * The 6-digit code of the newest mail to `email` in the dev outbox at /dev/mail (served when the
 * server runs in DEMO_MODE): one `<article data-to>` per mail, newest first, the text
 * body in its `<pre>`. Reads it in a page of its own, so the caller's page keeps its state, and
 * looks again for a moment in case the mail is still being written.
 */
export async function readLatestCode(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    for (let attempt = 1; ; attempt += 1) {
      await outbox.goto('/dev/mail');
      const newest = outbox.locator(`article[data-to="${email}"]`).first();
      if ((await newest.count()) > 0) {
        const text = await newest.locator('pre').innerText();
        const code = /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0];
        if (!code) throw new Error(`No 6-digit code in the newest mail to ${email}:\n${text}`);
        return code;
      }
      if (attempt === ATTEMPTS) throw new Error(`No mail to ${email} in /dev/mail`);
      await outbox.waitForTimeout(300);
    }
  } finally {
    await outbox.close();
  }
}
