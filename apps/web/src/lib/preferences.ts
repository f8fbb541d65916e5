import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from '@glowmarket/shared/currencies';
import { useSyncExternalStore } from 'react';
import { rememberInCookie } from './choice-cookie';

const CURRENCY_KEY = 'glowmarket.currency';
const listeners = new Set<() => void>();

function readCurrency(): CurrencyCode {
  try {
    const stored = localStorage.getItem(CURRENCY_KEY);
    return CURRENCY_CODES.find((code) => code === stored) ?? DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
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
