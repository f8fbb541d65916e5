import type { CurrencyRates, QuotedMoney } from '@glowmarket/shared/catalog';
import type { CurrencyCode } from '@glowmarket/shared/currencies';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../lib/context';
import { convertFromBase, money, RATE_SCALE, scaleRate } from '../../lib/money';
import type { ResponseCache } from '../../lib/response-cache';
import { currencyRates } from './pricing.tables';

/** Rates a fresh installation starts with (units per euro); the operator keeps them current. */
export const DEFAULT_RATES: Record<string, number> = {
  PLN: 4.27,
  USD: 1.08,
  GBP: 0.85,
  SEK: 11.45,
  NOK: 11.7,
  CHF: 0.94,
  CZK: 25.3,
  HUF: 395,
};

/** How long an instance reuses the rates it read; a change on this instance is seen at once. */
const RATES_TTL_MS = 60_000;

/** Prices of the base currency (EUR) in one currency, at one stored rate. */
export interface PriceQuote {
  currency: CurrencyCode;
  /** Units of `currency` per euro × RATE_SCALE: what an order stores to repeat the arithmetic. */
  scaledRate: number;
  /** A base amount (euro cents) as the visitor sees it, with the base amount beside it. */
  price(baseAmount: number): QuotedMoney;
}

function quoteAt(currency: CurrencyCode, scaledRate: number): PriceQuote {
  return {
    currency,
    scaledRate,
    price(baseAmount) {
      const base = money(baseAmount, 'EUR');
      const shown = currency === 'EUR' ? base : convertFromBase(base, currency, scaledRate);
      return { ...shown, base };
    },
  };
}

export const EURO_QUOTE = quoteAt('EUR', RATE_SCALE);

/**
 * The operator's exchange rates and the quotes made with them. Outside a transaction the rates
 * come from a copy kept for a minute (every catalog answer needs them); inside one they are read
 * from the database, so checkout quotes, and stores, exactly the rate in force when it commits.
 */
export function createCurrenciesService(deps: { cache: ResponseCache }) {
  let kept: { rates: Map<string, number>; until: number } | undefined;

  async function readRates(ctx: RequestContext): Promise<Map<string, number>> {
    if (!ctx.inTransaction && kept && kept.until > Date.now()) return kept.rates;
    const rows = await ctx.db
      .select({ currency: currencyRates.currency, scaledRate: currencyRates.scaledRate })
      .from(currencyRates);
    const rates = new Map(rows.map((row) => [row.currency, row.scaledRate]));
    if (!ctx.inTransaction) kept = { rates, until: Date.now() + RATES_TTL_MS };
    return rates;
  }

  return {
    /**
     * Quotes in `currency` (the caller's by default). A currency the operator has no rate for is
     * quoted in euros, so a price is never shown at a made-up rate.
     */
    async quoteFor(ctx: RequestContext, currency: CurrencyCode = ctx.currency): Promise<PriceQuote> {
      if (currency === 'EUR') return EURO_QUOTE;
      const scaledRate = (await readRates(ctx)).get(currency);
      return scaledRate === undefined ? EURO_QUOTE : quoteAt(currency, scaledRate);
    },

    async getRates(ctx: RequestContext): Promise<CurrencyRates> {
      const rows = await ctx.db.select().from(currencyRates);
      const updatedAt = rows.reduce<Date | null>(
        (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
        null,
      );
      return {
        base: 'EUR',
        rates: { EUR: 1, ...Object.fromEntries(rows.map((row) => [row.currency, row.scaledRate / RATE_SCALE])) },
        updatedAt: updatedAt?.toISOString() ?? null,
      };
    },

    async setRates(ctx: RequestContext, rates: Partial<Record<string, number>>): Promise<CurrencyRates> {
      const values = Object.entries(rates)
        .filter((entry): entry is [string, number] => entry[1] !== undefined)
        .map(([currency, rate]) => ({ currency, scaledRate: scaleRate(rate), updatedAt: ctx.now() }));
      if (values.length > 0) {
        await ctx.db
          .insert(currencyRates)
          .values(values)
          .onConflictDoUpdate({
            target: currencyRates.currency,
            set: { scaledRate: sql`excluded.scaled_rate`, updatedAt: sql`excluded.updated_at` },
          });
        // Catalog answers hold prices quoted at the old rates.
        kept = undefined;
        deps.cache.invalidate();
      }
      return this.getRates(ctx);
    },
  };
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
