import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/redis';
import { createRedisRateLimiter } from './shared-rate-limiter';

// Connected before the first count, as the server's are: a connection not yet ready counts in memory.
const redis = new Redis(testRedisUrl(), { lazyConnect: true });
const otherConnection = new Redis(testRedisUrl(), { lazyConnect: true });
beforeAll(() => Promise.all([redis.connect(), otherConnection.connect()]));
afterAll(async () => {
  await redis.quit();
  await otherConnection.quit();
});

const rule = { limit: 5, windowMs: 60_000 };

describe('rate limits in Redis', () => {
  it('allow a caller the limit once across two instances, not once on each', async () => {
    const prefix = `test:${randomUUID()}:`;
    const instances = [createRedisRateLimiter(redis, prefix), createRedisRateLimiter(otherConnection, prefix)];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => instances[index % 2]!.hit('login:ip:10.0.0.1', rule)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    const refused = answers.find((answer) => !answer.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keep callers, rules and marketplaces apart', async () => {
    const prefix = `test:${randomUUID()}:`;
    const limiter = createRedisRateLimiter(redis, prefix);
    for (let attempt = 0; attempt < 5; attempt++) await limiter.hit('login:ip:10.0.0.1', rule);
    expect((await limiter.hit('login:ip:10.0.0.1', rule)).allowed).toBe(false);
    expect((await limiter.hit('login:ip:10.0.0.2', rule)).allowed).toBe(true);
    expect((await limiter.hit('login:ip:10.0.0.1', { limit: 10, windowMs: 60_000 })).allowed).toBe(true);
    const otherMarketplace = createRedisRateLimiter(redis, `test:${randomUUID()}:`);
    expect((await otherMarketplace.hit('login:ip:10.0.0.1', rule)).allowed).toBe(true);
  });

  it('start a new window when the old one has passed', async () => {
    const limiter = createRedisRateLimiter(redis, `test:${randomUUID()}:`);
    const short = { limit: 1, windowMs: 1_000 };
    expect((await limiter.hit('resend:ip:10.0.0.1', short)).allowed).toBe(true);
    expect((await limiter.hit('resend:ip:10.0.0.1', short)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.hit('resend:ip:10.0.0.1', short)).allowed).toBe(true);
  });
});
