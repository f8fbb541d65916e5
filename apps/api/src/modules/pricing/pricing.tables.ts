import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Units of each currency one euro buys, times RATE_SCALE (lib/money.ts): 4.27 PLN is 4 270 000.
 * Edited by the operator.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').primaryKey(),
    scaledRate: bigint('scaled_rate', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('currency_rates_positive', sql`${table.scaledRate} > 0`)],
);
