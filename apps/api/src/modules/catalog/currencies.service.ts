import type { CurrencyRates } from '@glowmarket/shared/catalog';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../lib/context';
import { RATE_SCALE, scaleRate } from '../../lib/money';
import { currencyRates } from './catalog.tables';

/** Rates a fresh installation starts with (units per euro); the operator keeps them current. */
export const DEFAULT_RATES: Record<string, number> = {
  PLN: 4.27,
  USD: 1.08,
  GBP: 0.85,
  SEK: 11.45,
  NOK: 11.7,
  CHF: 0.94,
};

export async function getCurrencyRates(ctx: RequestContext): Promise<CurrencyRates> {
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
}

export async function setCurrencyRates(ctx: RequestContext, rates: Partial<Record<string, number>>) {
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
  }
  return getCurrencyRates(ctx);
}
