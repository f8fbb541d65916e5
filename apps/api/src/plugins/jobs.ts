import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../lib/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  pollingIntervalSeconds: number;
  /** How long closing waits for running jobs: a share of the time a shutdown is given. */
  stopTimeoutMs: number;
  /** Tests shorten retry waits and cap retries; see JobQueueOptions. */
  retryDelaySeconds?: number | undefined;
  retryLimit?: number | undefined;
}

/**
 * The job queue in the app's own database. Modules define their kinds of job while the app is
 * built; the worker starts when the app is ready and stops, letting running jobs finish, when
 * the app begins to close.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const jobs = createJobQueue({
      database: app.database,
      log: app.log.child({ module: 'jobs' }),
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      retryDelaySeconds: options.retryDelaySeconds,
      retryLimit: options.retryLimit,
    });
    app.decorate('jobs', jobs);
    // Instances starting together would deadlock creating the same queues: they take turns.
    app.addHook('onReady', () => app.database.exclusive(() => jobs.start()));
    // The worker stops taking jobs as soon as closing begins, and its running jobs finish while the
    // server answers its last requests (whose jobs wait in the database); the database closes after both.
    let stopping: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      stopping = jobs.stop(options.stopTimeoutMs);
      stopping.catch((error: unknown) => app.log.error({ err: error }, 'the job queue did not stop cleanly'));
    });
    app.addHook('onClose', async () => {
      await (stopping ?? jobs.stop(options.stopTimeoutMs)).catch(() => undefined);
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
