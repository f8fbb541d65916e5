import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK that a status-like column holds one of `values`, so the database itself refuses a state
 * the code does not know. The values are constants from packages/shared, never input.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}
