import type { Money as Amount } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import { formatAmount, formatMoney, unitBasisLabel, type UnitBasis } from './money';
import { useCurrency } from './preferences';

export interface Money {
  /** The visitor's currency (the header's switcher): the API quotes prices in it. */
  currency: CurrencyCode;
  /** "€12.99" / "55,51 zł": a price as the API quoted it. */
  format: (price: Amount) => string;
  /** "€13.00 / 100 ml". */
  formatUnit: (price: Amount & { per: UnitBasis }) => string;
  /** An amount in major units of the visitor's currency, e.g. a typed price bound. */
  formatShown: (amount: number) => string;
}

/**
 * Prices as the UI language writes them. The API quotes them in the visitor's currency (the
 * api client sends it in `X-Currency`); nothing is converted here. Re-renders on a language change.
 */
export function useMoney(): Money {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ? currentLanguage() : 'en-US';

  return useMemo(
    () => ({
      currency,
      format: (price) => formatMoney(price, language),
      formatUnit: (price) => `${formatMoney(price, language)} / ${unitBasisLabel(price.per, language)}`,
      formatShown: (amount) => formatAmount(amount, currency, language),
    }),
    [currency, language],
  );
}
