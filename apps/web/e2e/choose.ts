import { expect, type Locator } from '@playwright/test';

/**
 * Picks a radio whose state comes from the server (a seller's delivery, kept on the cart): it is
 * clicked, then awaited until it shows as chosen. `check()` would look only once, right after the
 * click, before the cart's answer has drawn it.
 */
export async function choose(radio: Locator): Promise<void> {
  await radio.click();
  await expect(radio).toBeChecked();
}
