/**
 * Reads by id gathered over one turn of the event loop and made in one call: under load, many
 * product pages are asked for in the same turn, and one statement for all their ids costs
 * PostgreSQL and the server much less than one statement each (every statement is a round trip
 * that wakes PostgreSQL's process). A lone read waits only for the end of its turn. The ids must be
 * valid ones: a call that fails fails every read in it.
 */
export function batchedById<Row>(
  readMany: (ids: string[]) => Promise<Row[]>,
  idOf: (row: Row) => string,
  maxBatch = 64,
): (id: string) => Promise<Row | undefined> {
  type Waiter = { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void };
  let waiting = new Map<string, Waiter[]>();

  async function readWaiting() {
    const batch = waiting;
    waiting = new Map();
    if (batch.size === 0) return;
    try {
      const rows = new Map((await readMany([...batch.keys()])).map((row) => [idOf(row), row]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(rows.get(id));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  return (id) =>
    new Promise((resolve, reject) => {
      if (waiting.size === 0) setImmediate(() => void readWaiting());
      const waiters = waiting.get(id) ?? [];
      waiting.set(id, [...waiters, { resolve, reject }]);
      if (waiting.size >= maxBatch) void readWaiting();
    });
}
