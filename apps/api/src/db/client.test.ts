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

describe('reads asked at once inside a transaction', () => {
  it('take turns on the connection: each answers its own, and pg is never asked to queue them', async () => {
    const warnings: string[] = [];
    const listener = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listener);
    try {
      const sums = await handle.db.transaction((tx) =>
        Promise.all(
          [1, 2, 3, 4, 5, 6].map(async (n) =>
            rowsOf<{ sum: number }>(await tx.execute(sql`select ${n}::int + 1 as "sum"`)),
          ),
        ),
      );
      expect(sums).toEqual([[{ sum: 2 }], [{ sum: 3 }], [{ sum: 4 }], [{ sum: 5 }], [{ sum: 6 }], [{ sum: 7 }]]);
      // Warnings are emitted on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', listener);
    }
  });

  it('go on after one of them fails, and the failure reaches its caller', async () => {
    let settled: PromiseSettledResult<unknown>[] = [];
    const failure = await handle.db
      .transaction(async (tx) => {
        settled = await Promise.allSettled([
          tx.execute(sql`select ${1}::int as "n"`),
          tx.execute(sql`select ${1}::int / 0 as "n"`),
          tx.execute(sql`select ${3}::int as "n"`),
        ]);
        throw new Error('one read failed');
      })
      .catch((error: unknown) => error);
    expect(failure).toEqual(new Error('one read failed'));
    // The failure ends the transaction: PostgreSQL refuses what follows it, and says so.
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    const after = await handle.db.execute(sql`select ${4}::int as "n"`);
    expect(rowsOf(after)).toEqual([{ n: 4 }]);
  });
});
