import { setTimeout } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuiteDatabase, type TestDatabase } from '../../test/database';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { inTransaction, VISITOR, type RequestContext } from './context';
import { createJobQueue, type JobKind, type JobQueue } from './jobs';

const log = pino({ level: 'silent' });

let database: TestDatabase;
/** One connection pool per instance on PostgreSQL; the one embedded database on PGlite. */
const handles: DatabaseHandle[] = [];
const queues: JobQueue[] = [];

async function openHandle(): Promise<DatabaseHandle> {
  if (!database.databaseUrl && handles[0]) return handles[0];
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolMax: 4 });
  handles.push(handle);
  return handle;
}

function contextOf(handle: DatabaseHandle): RequestContext {
  return {
    db: handle.db,
    actor: VISITOR,
    language: 'en-US',
    currency: 'EUR',
    requestId: 'test',
    ip: '127.0.0.1',
    log,
    now: () => new Date(),
    inTransaction: false,
  };
}

/** A logger at `level` whose lines the test reads back. */
function capturedLog<Line>(level: pino.Level) {
  const lines: Line[] = [];
  return { lines, log: pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) }) };
}

/** An app instance's queue: its own handle (on PostgreSQL), the given kinds, started. */
function startInstance(...kinds: JobKind<never>[]): Promise<{ queue: JobQueue; ctx: RequestContext }> {
  return startLoggedInstance(log, ...kinds);
}

async function startLoggedInstance(
  queueLog: pino.Logger,
  ...kinds: JobKind<never>[]
): Promise<{ queue: JobQueue; ctx: RequestContext }> {
  const handle = await openHandle();
  const queue = createJobQueue({ database: handle, log: queueLog, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
  for (const kind of kinds) queue.define(kind);
  await queue.start();
  queues.push(queue);
  return { queue, ctx: contextOf(handle) };
}

beforeAll(async () => {
  database = await createSuiteDatabase();
  await (await openHandle()).migrate();
});

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  for (const handle of handles) await handle.close();
  await database.drop();
});

describe('the job queue', () => {
  it('never runs a job whose transaction rolled back, and runs the committed one', async () => {
    const ran: string[] = [];
    const note: JobKind<{ text: string }> = {
      name: 'note',
      retryLimit: 0,
      retryDelaySeconds: 1,
      backoff: false,
      run: async ({ text }) => void ran.push(text),
    };
    const { queue, ctx } = await startInstance(note);

    await expect(
      inTransaction(ctx, async (tx) => {
        await queue.send(tx, note, { text: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await inTransaction(ctx, (tx) => queue.send(tx, note, { text: 'committed' }));

    await expect.poll(() => ran, { timeout: 5000 }).toEqual(['committed']);
    await setTimeout(1500); // two polling rounds: the rolled-back job would have run by now
    expect(ran).toEqual(['committed']);
  });

  it("sends several jobs in one statement, with their kind's retries, only when the transaction commits", async () => {
    const ran: string[] = [];
    let failures = 0;
    const batch: JobKind<{ text: string }> = {
      name: 'batch',
      retryLimit: 1,
      retryDelaySeconds: 1,
      backoff: false,
      async run({ text }) {
        // The first try of 'b' fails: the kind's retry runs it again.
        if (text === 'b' && failures === 0) {
          failures += 1;
          throw new Error('not yet');
        }
        ran.push(text);
      },
    };
    const { queue, ctx } = await startInstance(batch);

    await expect(
      inTransaction(ctx, async (tx) => {
        await queue.sendMany(tx, batch, [{ text: 'x' }, { text: 'y' }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await inTransaction(ctx, (tx) => queue.sendMany(tx, batch, [{ text: 'a' }, { text: 'b' }, { text: 'c' }]));

    await expect.poll(() => ran.toSorted(), { timeout: 8000, interval: 200 }).toEqual(['a', 'b', 'c']);
    expect(failures).toBe(1);
    await setTimeout(1500);
    expect(ran.toSorted()).toEqual(['a', 'b', 'c']);
  });

  it('runs each job once when two instances work the same queue', async () => {
    const runs: number[] = [];
    const count: JobKind<{ n: number }> = {
      name: 'count',
      retryLimit: 0,
      retryDelaySeconds: 1,
      backoff: false,
      async run({ n }) {
        runs.push(n);
        await setTimeout(5); // a little work, so both workers are busy at once
      },
    };
    const first = await startInstance(count);
    await startInstance(count);

    const total = 60;
    await Promise.all(Array.from({ length: total }, (_, n) => first.queue.send(first.ctx, count, { n })));

    await expect.poll(() => runs.length, { timeout: 20_000, interval: 200 }).toBe(total);
    await setTimeout(1500);
    expect(runs.toSorted((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, n) => n));
  });

  it('retries a failing job and, after its last try, keeps it in the dead-letter queue', async () => {
    let tries = 0;
    const flaky: JobKind<{ to: string }> = {
      name: 'flaky',
      retryLimit: 1,
      retryDelaySeconds: 1,
      backoff: false,
      deadLetter: 'flaky-dead',
      async run() {
        tries += 1;
        throw new Error('the far side is down');
      },
    };
    const { queue, ctx } = await startInstance(flaky);
    await queue.send(ctx, flaky, { to: 'lena@example.com' });

    await expect.poll(() => queue.listDead('flaky-dead', 10), { timeout: 10_000, interval: 200 }).toHaveLength(1);
    expect(tries).toBe(2);
    const [dead] = await queue.listDead<{ to: string }>('flaky-dead', 10);
    expect(dead?.data).toEqual({ to: 'lena@example.com' });

    const removed = await inTransaction(ctx, (tx) => queue.removeDead(tx, 'flaky-dead', dead?.id ?? ''));
    expect(removed?.data).toEqual({ to: 'lena@example.com' });
    expect(await queue.listDead('flaky-dead', 10)).toEqual([]);
  });

  it("runs a job with the id of the request that enqueued it, and puts it on the job's log lines", async () => {
    const { lines, log: queueLog } = capturedLog<{ reqId?: string; job?: string; msg?: string }>('info');
    const runs: string[] = [];
    const traced: JobKind<{ text: string }> = {
      name: 'traced',
      retryLimit: 0,
      retryDelaySeconds: 1,
      backoff: false,
      run: async ({ text }, { requestId, log }) => {
        runs.push(`${text}@${requestId}`);
        log.info('traced job ran');
      },
    };
    const { queue, ctx } = await startLoggedInstance(queueLog, traced);

    await queue.send({ ...ctx, requestId: 'req-checkout-42' }, traced, { text: 'hello' });

    await expect.poll(() => runs, { timeout: 5000 }).toEqual(['hello@req-checkout-42']);
    expect(lines.find((line) => line.msg === 'traced job ran')).toMatchObject({
      reqId: 'req-checkout-42',
      job: 'traced',
    });
  });

  it('stops within the time it is given when a job runs on, names that job, and the job is tried again', async () => {
    let release = () => {};
    const firstTry = new Promise<void>((resolve) => (release = resolve));
    let tries = 0;
    const slow: JobKind<{ parcel: string }> = {
      name: 'slow',
      retryLimit: 2,
      retryDelaySeconds: 1,
      backoff: false,
      async run() {
        tries += 1;
        if (tries === 1) await firstTry;
      },
    };
    const { lines, log: queueLog } = capturedLog<{ msg?: string; jobs?: { name: string }[] }>('warn');
    const { queue: stopping, ctx } = await startLoggedInstance(queueLog, slow);
    await stopping.send(ctx, slow, { parcel: 'P-1' });
    await expect.poll(() => tries, { timeout: 5000 }).toBe(1);

    // The job waits for `release`, which comes only after the stop: the stop must not wait for it.
    await stopping.stop(1000);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'stopped waiting for running jobs; they will be tried again',
        jobs: [expect.objectContaining({ name: 'slow' })],
      }),
    );
    release();

    await startInstance(slow);
    await expect.poll(() => tries, { timeout: 10_000, interval: 200 }).toBe(2);
  });
});
