import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiter, RateLimitRule } from './rate-limiter';

/**
 * Rate limits counted in Redis, so that N instances behind a load balancer allow a caller the limit
 * once, not N times. Each rule is a fixed window of whole seconds. While Redis is unreachable the
 * counting falls back to this process's memory (rate-limiter-flexible's insurance limiter).
 */
export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  const limiters = new Map<string, RateLimiterRedis>();

  function limiterFor(rule: RateLimitRule): RateLimiterRedis {
    const seconds = Math.max(1, Math.ceil(rule.windowMs / 1000));
    const name = `${rule.limit}/${seconds}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      const options = { points: rule.limit, duration: seconds };
      limiter = new RateLimiterRedis({
        ...options,
        storeClient: redis,
        keyPrefix: `${prefix}limit:${name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
      limiters.set(name, limiter);
    }
    return limiter;
  }

  return {
    async hit(key, rule) {
      try {
        const result = await limiterFor(rule).consume(key);
        return { allowed: true, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
