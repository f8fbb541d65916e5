import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../lib/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  pollingIntervalSeconds: number;
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
    // Before the server stops: answers still in flight may enqueue, and their jobs wait in the database.
    app.addHook('preClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
