import type { Database } from './client';

/**
 * A read built once per database handle with drizzle's `.prepare`: the query builder makes its SQL
 * on the first call only (for the hottest reads, building it cost more of the server's time than
 * reading the answer), and PostgreSQL parses and plans it once per connection. A transaction is a
 * handle of its own, so a read in one is built for it.
 */
export function preparedPerDatabase<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
