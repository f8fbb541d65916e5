import { Redis } from 'ioredis';

/** What the shared state writes about Redis going away and coming back. */
export interface RedisLog {
  warn(details: object, message: string): void;
}

/**
 * A Redis connection for state that several instances share. Commands fail at once while the
 * connection is down (no offline queue): a rate limit then counts in this process for a moment
 * rather than hold a login waiting. Throws when Redis does not answer at start.
 */
export async function openRedis(url: string, log: RedisLog): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, 'Redis is unreachable; shared limits count in this process meanwhile');
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: Redis does not answer at ${new URL(url).host}`, { cause: error });
  }
  return redis;
}

/**
 * The prefix of every key and channel: one Redis may serve several marketplaces (a staging and a
 * production database, the tests' databases), and each sees only its own counters.
 */
export function redisPrefixOf(databaseUrl: string | undefined, dataDir: string): string {
  const database = databaseUrl ? new URL(databaseUrl).pathname.replace(/^\//, '') || 'postgres' : dataDir;
  return `glowmarket:${database}:`;
}
