import { and, eq } from 'drizzle-orm';
import type { Operator } from '@glowmarket/shared/operators';
import type { Database } from '../../db/client';
import { operatorAccounts, type OperatorAccountRow } from './operators.tables';

export function listAccounts(db: Database, companyId: string): Promise<OperatorAccountRow[]> {
  return db.select().from(operatorAccounts).where(eq(operatorAccounts.companyId, companyId));
}

export async function findAccount(
  db: Database,
  companyId: string,
  operator: Operator,
  lock = false,
): Promise<OperatorAccountRow | undefined> {
  const query = db
    .select()
    .from(operatorAccounts)
    .where(and(eq(operatorAccounts.companyId, companyId), eq(operatorAccounts.operator, operator)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Saves the account; a change of credentials forgets the last check, which was of the old ones. */
export async function saveAccount(
  db: Database,
  values: Pick<OperatorAccountRow, 'companyId' | 'operator' | 'settings' | 'sealedSecrets' | 'updatedAt'>,
) {
  const forget = { checkedAt: null, checkResult: null, checkedInSandbox: null };
  await db
    .insert(operatorAccounts)
    .values({ ...values, ...forget })
    .onConflictDoUpdate({
      target: [operatorAccounts.companyId, operatorAccounts.operator],
      set: { settings: values.settings, sealedSecrets: values.sealedSecrets, updatedAt: values.updatedAt, ...forget },
    });
}

export async function recordCheck(
  db: Database,
  companyId: string,
  operator: Operator,
  check: Pick<OperatorAccountRow, 'checkedAt' | 'checkResult' | 'checkedInSandbox'>,
) {
  await db
    .update(operatorAccounts)
    .set(check)
    .where(and(eq(operatorAccounts.companyId, companyId), eq(operatorAccounts.operator, operator)));
}

export async function deleteAccount(db: Database, companyId: string, operator: Operator): Promise<boolean> {
  const rows = await db
    .delete(operatorAccounts)
    .where(and(eq(operatorAccounts.companyId, companyId), eq(operatorAccounts.operator, operator)))
    .returning({ operator: operatorAccounts.operator });
  return rows.length === 1;
}
