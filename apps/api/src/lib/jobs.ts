import { setTimeout } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { rowsOf, type Database, type DatabaseHandle } from '../db/client';
import { afterCommit, type RequestContext } from './context';

/**
 * Work that happens after an answer, kept in the database (pg-boss, decision 012) so it survives a
 * restart and an SMTP outage: a job is written in the same transaction as the change that causes
 * it, so a rolled-back change never sends its mail. Failing runs are tried again later; a job
 * that has failed every try moves to its dead-letter queue, where the operator sees it.
 */
export interface JobKind<Data extends object> {
  name: string;
  /** Tries after the first one; the wait before each doubles (with some randomness) when `backoff`. */
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  /** Where a job goes after its last failed try; nobody works that queue, people look at it. */
  deadLetter?: string;
  /** Longest a run may take before it counts as failed. */
  expireInSeconds?: number;
  /** Also runs on this cron schedule (UTC), once across all instances; without one, never by the clock. */
  cron?: string;
  run(data: Data, run: JobRun): Promise<void>;
}

/** What a running job knows of where it came from. */
export interface JobRun {
  /**
   * The id of the request that enqueued it (a scheduled job: `job-<id>`), so that the request's
   * log lines and its jobs' lines, on whichever instance they run, are found by one search.
   */
  requestId: string;
  /** The queue's log with `reqId`, the job's kind and id on every line. */
  log: FastifyBaseLogger;
}

/** Where a job's data carries the id of the request that enqueued it; taken out before `run` sees the data. */
const REQUEST_ID = '_requestId';

function withRequestId<Data extends object>(ctx: RequestContext, data: Data): Data {
  return { ...data, [REQUEST_ID]: ctx.requestId };
}

/** A job's data as its sender gave it, and the request that sent it. */
function splitRequestId(stored: object): { data: object; requestId: string | undefined } {
  const { [REQUEST_ID]: requestId, ...data } = stored as Record<string, unknown>;
  return { data, requestId: typeof requestId === 'string' ? requestId : undefined };
}

const asSent = <Data>(job: DeadJob<Data>): DeadJob<Data> => ({
  ...job,
  data: splitRequestId(job.data as object).data as Data,
});

export interface DeadJob<Data> {
  id: string;
  data: Data;
  createdAt: Date;
}

export interface JobQueue {
  /** Registers a kind of job and its handler; before `start`. */
  define<Data extends object>(kind: JobKind<Data>): void;
  /**
   * Enqueues a job in `ctx`'s transaction when one is open (it exists only if that commits),
   * and wakes this instance's worker once it is visible. Answers the job's id.
   */
  send<Data extends object>(ctx: RequestContext, kind: JobKind<Data>, data: Data): Promise<string>;
  /** Enqueues several jobs of one kind as `send` does, in one statement. */
  sendMany<Data extends object>(ctx: RequestContext, kind: JobKind<Data>, data: Data[]): Promise<void>;
  /** Jobs that failed every try, waiting in a dead-letter queue, newest first. */
  listDead<Data>(deadLetter: string, limit: number): Promise<DeadJob<Data>[]>;
  /** Takes a job out of its dead-letter queue (in `ctx`'s transaction); false when it is not there. */
  removeDead<Data>(ctx: RequestContext, deadLetter: string, id: string): Promise<DeadJob<Data> | undefined>;
  start(): Promise<void>;
  /** The worker is taking jobs: started and not stopping. */
  isRunning(): boolean;
  /** Stops taking jobs and waits up to `timeoutMs` for running ones; one cut short is tried again. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs another instance (or a retry) made due. */
  pollingIntervalSeconds: number;
  /** Tests shorten every kind's retry delay to this (without backoff); the app leaves it unset. */
  retryDelaySeconds?: number | undefined;
  /** Tests cap every kind's retries at this; the app leaves it unset. */
  retryLimit?: number | undefined;
}

const SCHEMA = 'jobs';
/** Jobs a worker takes per look; an instance runs them one after another. */
const BATCH_SIZE = 10;
/** How long stopping waits for running jobs unless told otherwise. */
const STOP_TIMEOUT_MS = 10_000;

/** `$1`-style SQL as drizzle SQL, so pg-boss can write through an open drizzle transaction. */
function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

function throughTransaction(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return { rows: rowsOf(await db.execute(withParameters(text, values ?? []))) };
    },
  };
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const kinds = new Map<string, JobKind<object>>();
  const workers = new Map<string, string>();
  /** Queries and batches under way: stopping waits for them, since pg-boss forgets a worker it stops. */
  let busy = 0;
  /** The jobs running now, by id: what stopping names when it gives up waiting for them. */
  const running = new Map<string, string>();
  async function whileBusy<T>(work: Promise<T>): Promise<T> {
    busy += 1;
    try {
      return await work;
    } finally {
      busy -= 1;
    }
  }
  const executor: PgBoss.Db = { executeSql: (text, values) => whileBusy(options.database.executeSql(text, values)) };
  const boss = new PgBoss({
    db: executor,
    schema: SCHEMA,
    // Finished jobs carry mail texts (codes among them): keep them an hour, then a day in the archive.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  const executorFor = (ctx: RequestContext) => (ctx.inTransaction ? throughTransaction(ctx.db) : executor);
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  let started = false;

  async function createQueues(kind: JobKind<object>) {
    if (kind.deadLetter) await boss.createQueue(kind.deadLetter);
    const policy = {
      name: kind.name,
      retryLimit: Math.min(kind.retryLimit, options.retryLimit ?? Infinity),
      retryDelay: options.retryDelaySeconds ?? kind.retryDelaySeconds,
      retryBackoff: options.retryDelaySeconds === undefined && kind.backoff,
      expireInSeconds: kind.expireInSeconds ?? 15 * 60,
      ...(kind.deadLetter && { deadLetter: kind.deadLetter }),
    };
    // Creating leaves an existing queue as it was; updating applies this version's policy.
    await boss.createQueue(kind.name, policy);
    await boss.updateQueue(kind.name, policy);
  }

  /** One job: completed when it ran, failed (to be retried, or dead-lettered) when it threw. */
  async function runOne(kind: JobKind<object>, job: PgBoss.JobWithMetadata<object>) {
    const { data, requestId: enqueuedBy } = splitRequestId(job.data);
    const requestId = enqueuedBy ?? `job-${job.id}`;
    const log = options.log.child({ reqId: requestId, job: kind.name, jobId: job.id });
    running.set(job.id, kind.name);
    try {
      await kind.run(data, { requestId, log });
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      const where = last && kind.deadLetter ? `; moved to ${kind.deadLetter}` : '';
      log[last ? 'error' : 'warn'](
        { err: error, attempt: job.retryCount + 1 },
        last ? `job failed for the last time${where}` : 'job failed; it will be tried again',
      );
      await boss.fail(kind.name, job.id, { message: error instanceof Error ? error.message : String(error) });
      return;
    } finally {
      running.delete(job.id);
    }
    await boss.complete(kind.name, job.id);
  }

  async function work(kind: JobKind<object>) {
    // A batch per look, each job settled on its own, so one failure does not fail its neighbours.
    const id = await boss.work<object>(
      kind.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: BATCH_SIZE, includeMetadata: true },
      (jobs) =>
        whileBusy(
          (async () => {
            for (const job of jobs) await runOne(kind, job);
          })(),
        ),
    );
    workers.set(kind.name, id);
  }

  return {
    define(kind) {
      if (started) throw new Error(`job kind ${kind.name} defined after the queue started`);
      kinds.set(kind.name, kind);
    },

    async send(ctx, kind, data) {
      const id = await boss.send(kind.name, withRequestId(ctx, data), { db: executorFor(ctx) });
      if (!id) throw new Error(`job ${kind.name} was not enqueued`);
      afterCommit(ctx, () => {
        const worker = workers.get(kind.name);
        if (worker) boss.notifyWorker(worker);
      });
      return id;
    },

    async sendMany(ctx, kind, data) {
      if (data.length === 0) return;
      await boss.insert(
        data.map((item) => ({ name: kind.name, data: withRequestId(ctx, item) })),
        { db: executorFor(ctx) },
      );
      afterCommit(ctx, () => {
        const worker = workers.get(kind.name);
        if (worker) boss.notifyWorker(worker);
      });
    },

    async listDead<Data>(deadLetter: string, limit: number) {
      const { rows } = await executor.executeSql(
        `select id, data, created_on as "createdAt" from ${SCHEMA}.job
         where name = $1 and state = 'created' order by created_on desc limit $2`,
        [deadLetter, limit],
      );
      return (rows as DeadJob<Data>[]).map(asSent);
    },

    async removeDead<Data>(ctx: RequestContext, deadLetter: string, id: string) {
      const { rows } = await executorFor(ctx).executeSql(
        `delete from ${SCHEMA}.job where name = $1 and id = $2::uuid and state = 'created'
         returning id, data, created_on as "createdAt"`,
        [deadLetter, id],
      );
      const dead = rows[0] as DeadJob<Data> | undefined;
      return dead && asSent(dead);
    },

    async start() {
      await boss.start();
      started = true;
      for (const kind of kinds.values()) await createQueues(kind);
      // A schedule lives in the database: one this version no longer wants is removed.
      for (const kind of kinds.values()) {
        if (kind.cron) await boss.schedule(kind.name, kind.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(kind.name);
      }
      for (const kind of kinds.values()) await work(kind);
    },

    isRunning: () => started,

    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      if (!started) return;
      started = false;
      const until = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      // A fetch that was under way may still hand over a batch: wait until nothing has been busy for a moment.
      let quietChecks = 0;
      while (quietChecks < 3 && Date.now() < until) {
        quietChecks = busy === 0 ? quietChecks + 1 : 0;
        await setTimeout(20);
      }
      if (busy > 0) {
        const jobs = [...running].map(([id, name]) => ({ id, name }));
        options.log.warn({ jobs, timeoutMs }, 'stopped waiting for running jobs; they will be tried again');
      }
    },
  };
}
