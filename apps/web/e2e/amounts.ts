import { expect, type Locator, type Page } from '@playwright/test';

/** The amount beside a label in a row of totals ("Total to pay  €57.47"). */
export function amountBeside(scope: Page | Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

/** "€57.47" or "57.47 EUR" as 5747: the digits of an amount with two decimals. */
export function minorUnits(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  expect(digits, text).toMatch(/^\d{3,}$/);
  return Number(digits);
}
