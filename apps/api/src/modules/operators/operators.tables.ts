import { OPERATORS, type Operator } from '@glowmarket/shared/operators';
import { boolean, check, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks';
import { companies } from '../companies/companies.tables';

/**
 * A seller's account with an operator: the ids in the clear, the keys sealed (lib/secrets: AES-256-GCM
 * under SECRETS_KEY, bound to the company and operator). The database alone cannot read them.
 */
export const operatorAccounts = pgTable(
  'operator_accounts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    operator: text('operator').$type<Operator>().notNull(),
    settings: jsonb('settings').$type<Record<string, string>>().notNull(),
    /** The secret fields as one sealed JSON object. */
    sealedSecrets: text('sealed_secrets').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkResult: text('check_result').$type<'ok' | 'rejected' | 'unreachable'>(),
    checkedInSandbox: boolean('checked_in_sandbox'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.operator] }),
    check('operator_accounts_operator_known', isOneOf(table.operator, OPERATORS)),
  ],
);

export type OperatorAccountRow = typeof operatorAccounts.$inferSelect;
