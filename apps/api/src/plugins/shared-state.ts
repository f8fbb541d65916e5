import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { openRedis, redisPrefixOf } from '../lib/redis';

/** What instances behind one load balancer share: one Redis, its keys under this marketplace's prefix. */
export interface SharedState {
  redis: Redis;
  prefix: string;
  /** Calls `listener` with each message published on `channel` (under the prefix), by any instance. */
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  /** Calls `listener` when the subscription comes back after a break: messages of the break are lost. */
  onResubscribed(listener: () => void): void;
  publish(channel: string, message: string): Promise<void>;
  /** Throws when Redis does not answer (the readiness check). */
  ping(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when REDIS_URL is: rate limits, login tries and cache clearing then reach every instance. */
    sharedState: SharedState | undefined;
  }
}

export interface SharedStateOptions {
  redisUrl: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
}

export const sharedStatePlugin = fp<SharedStateOptions>(
  async (app, options) => {
    if (!options.redisUrl) {
      app.decorate('sharedState', undefined);
      return;
    }
    const log = app.log.child({ component: 'redis' });
    const redis = await openRedis(options.redisUrl, log);
    // A connection in subscriber mode takes no other commands, so listening has one of its own.
    const subscriber = await openRedis(options.redisUrl, log);
    const prefix = redisPrefixOf(options.databaseUrl, options.dataDir);
    const listeners = new Map<string, (message: string) => void>();
    const resubscribed: (() => void)[] = [];
    let connectedBefore = false;
    subscriber.on('message', (channel: string, message: string) => listeners.get(channel)?.(message));
    subscriber.on('ready', () => {
      if (connectedBefore) for (const listener of resubscribed) listener();
      connectedBefore = true;
    });
    connectedBefore = subscriber.status === 'ready';

    app.decorate('sharedState', {
      redis,
      prefix,
      async subscribe(channel, listener) {
        listeners.set(prefix + channel, listener);
        await subscriber.subscribe(prefix + channel);
      },
      onResubscribed(listener) {
        resubscribed.push(listener);
      },
      async publish(channel, message) {
        await redis.publish(prefix + channel, message);
      },
      async ping() {
        await redis.ping();
      },
    } satisfies SharedState);
    app.addHook('onClose', async () => {
      subscriber.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'shared-state' },
);
