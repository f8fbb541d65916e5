import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuiteDatabase, type TestDatabase } from '../../test/database';
import { openDatabase, PLANNED_PER_CALL, rowsOf, type DatabaseHandle } from './client';

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createSuiteDatabase();
  // One connection, so that the statements it keeps are the ones the test sent.
  handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolMax: 1 });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

/** The texts of the statements the connection keeps prepared. */
async function keptStatements(): Promise<string[]> {
  const result = await handle.db.execute(sql`select statement from pg_prepared_statements`);
  return rowsOf<{ statement: string }>(result).map((row) => row.statement);
}

describe('a statement with parameters', () => {
  it('is kept prepared on PostgreSQL unless it is planned per call; both answer alike', async () => {
    const kept = await handle.db.execute(sql`select ${2}::int + 1 as "sum"`);
    const perCall = await handle.db.execute(sql`${sql.raw(PLANNED_PER_CALL)} select ${3}::int + 2 as "sum"`);
    expect(rowsOf(kept)).toEqual([{ sum: 3 }]);
    expect(rowsOf(perCall)).toEqual([{ sum: 5 }]);
    const statements = await keptStatements();
    // PGlite, in the server's own process, prepares nothing by name.
    expect(statements.includes('select $1::int + 1 as "sum"')).toBe(handle.engine === 'postgres');
    expect(statements.filter((text) => text.includes('+ 2 as "sum"'))).toEqual([]);
  });
});
