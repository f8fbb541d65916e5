/**
 * Reads by key (a product's id, a typed word) gathered over one turn of the event loop and made in
 * one call: under load, many product pages or searches arrive in the same turn, and one statement
 * for all their keys costs PostgreSQL and the server much less than one statement each (every
 * statement is a round trip that wakes PostgreSQL's process). A lone read waits only for the end
 * of its turn. The keys must be valid ones: a call that fails fails every read in it.
 */
export function batchedByKey<Row>(
  readMany: (keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
  maxBatch = 64,
): (key: string) => Promise<Row | undefined> {
  type Waiter = { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void };
  let waiting = new Map<string, Waiter[]>();

  async function readWaiting() {
    const batch = waiting;
    waiting = new Map();
    if (batch.size === 0) return;
    try {
      const rows = new Map((await readMany([...batch.keys()])).map((row) => [keyOf(row), row]));
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(rows.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  return (key) =>
    new Promise((resolve, reject) => {
      if (waiting.size === 0) setImmediate(() => void readWaiting());
      const waiters = waiting.get(key) ?? [];
      waiting.set(key, [...waiters, { resolve, reject }]);
      if (waiting.size >= maxBatch) void readWaiting();
    });
}
