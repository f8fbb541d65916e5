import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, createRedisLoginThrottle, type LoginThrottleRule } from './login-throttle';
import { testRedisUrl } from '../../test/redis';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const rule = { freeTries: 5, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 };

const redis = new Redis(testRedisUrl());
afterAll(() => redis.quit());

/** Both stores keep the same rule: one instance's memory, and Redis shared by several. */
const stores: [string, (rule: LoginThrottleRule, now: () => number) => ReturnType<typeof createLoginThrottle>][] = [
  ['in memory', createLoginThrottle],
  ['in Redis', (rule, now) => createRedisLoginThrottle(redis, `test:${randomUUID()}:`, rule, now)],
];

describe.each(stores)('login throttle %s', (_store, makeThrottle) => {
  it('lets five tries through, then doubles the wait up to the ceiling', async () => {
    const time = clock();
    const throttle = makeThrottle(rule, time.now);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await throttle.begin('ana@example.com', '10.0.0.1')).allowed).toBe(true);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const refused = await throttle.begin('ana@example.com', '10.0.0.1');
      if (refused.allowed) throw new Error('expected a wait');
      waits.push(refused.retryAfterSeconds);
      time.advance(refused.retryAfterSeconds * 1000);
      expect((await throttle.begin('ana@example.com', '10.0.0.1')).allowed).toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('counts refused tries not at all, so hammering does not lengthen the wait', async () => {
    const time = clock();
    const throttle = makeThrottle(rule, time.now);
    for (let attempt = 0; attempt < 5; attempt++) await throttle.begin('ana@example.com', '10.0.0.1');
    for (let attempt = 0; attempt < 100; attempt++) await throttle.begin('ana@example.com', '10.0.0.1');
    time.advance(1_000);
    expect((await throttle.begin('ana@example.com', '10.0.0.1')).allowed).toBe(true);
  });

  it('keeps addresses apart and treats the name without regard to case', async () => {
    const throttle = makeThrottle(rule, clock().now);
    for (let attempt = 0; attempt < 5; attempt++) await throttle.begin('Ana@Example.com', '10.0.0.1');
    expect((await throttle.begin('ana@example.com', '10.0.0.1')).allowed).toBe(false);
    expect((await throttle.begin('ana@example.com', '10.0.0.2')).allowed).toBe(true);
  });

  it('starts afresh after a success, or after an hour of quiet', async () => {
    const time = clock();
    const throttle = makeThrottle(rule, time.now);
    for (let attempt = 0; attempt < 5; attempt++) await throttle.begin('ana@example.com', '10.0.0.1');
    await throttle.succeeded('ana@example.com', '10.0.0.1');
    expect((await throttle.begin('ana@example.com', '10.0.0.1')).allowed).toBe(true);

    for (let attempt = 0; attempt < 5; attempt++) await throttle.begin('bo@example.com', '10.0.0.1');
    time.advance(3_600_001);
    expect((await throttle.begin('bo@example.com', '10.0.0.1')).allowed).toBe(true);
  });
});
