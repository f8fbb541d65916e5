import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from '@glowmarket/shared/currencies';
import { useSyncExternalStore } from 'react';
import { rememberInCookie, serverChoice } from './choice-cookie';

const CURRENCY_KEY = 'glowmarket.currency';
const listeners = new Set<() => void>();

/** The stored choice, else the one the server gave the page (the operator's default currency), else euros. */
function readCurrency(): CurrencyCode {
  const known = (code: string | null | undefined) => CURRENCY_CODES.find((entry) => entry === code);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CURRENCY_KEY);
  } catch {
    // Private mode: nothing stored.
  }
  return known(stored) ?? known(serverChoice()?.currency) ?? DEFAULT_CURRENCY;
}

let currency = readCurrency();

/** The visitor's currency now, for code outside components (the api client sends it). */
export function currentCurrency(): CurrencyCode {
  return currency;
}

/** The currency the visitor wants to see prices in; remembered across visits. */
export function useCurrency(): CurrencyCode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currency,
    () => currency,
  );
}

export function setCurrency(next: CurrencyCode): void {
  currency = next;
  rememberInCookie(CURRENCY_KEY, next);
  try {
    localStorage.setItem(CURRENCY_KEY, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}
