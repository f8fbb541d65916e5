import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { createLoginThrottle, createRedisLoginThrottle, type LoginThrottle } from '../lib/login-throttle';
import { createMemoryRateLimiter, type RateLimiter, type RateLimitRule } from '../lib/rate-limiter';
import { createRedisRateLimiter } from '../lib/shared-rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    loginThrottle: LoginThrottle;
  }
}

/** Rate limits and login throttling: in Redis when the instances share one (see shared-state), else in memory. */
export const rateLimitPlugin = fp(
  async (app) => {
    const shared = app.sharedState;
    app.decorate(
      'rateLimiter',
      shared ? createRedisRateLimiter(shared.redis, shared.prefix) : createMemoryRateLimiter(),
    );
    app.decorate(
      'loginThrottle',
      shared ? createRedisLoginThrottle(shared.redis, shared.prefix) : createLoginThrottle(),
    );
  },
  { name: 'rate-limit', dependencies: ['shared-state'] },
);

export interface RateLimitOptions<Body> {
  /** A name for the counters, e.g. "login". */
  name: string;
  perIp: RateLimitRule;
  perAccount?: RateLimitRule;
  /** The account the request is about, from its (already validated) body. */
  account?: (body: Body) => string | undefined;
}

/**
 * A preHandler that counts the request per IP and per account before the handler runs, so an
 * over-the-limit caller never reaches password hashing. Over the limit → 429 with Retry-After.
 */
export function rateLimit<Body>(options: RateLimitOptions<Body>) {
  return async function limit(request: FastifyRequest) {
    const limiter = request.server.rateLimiter;
    const checks: [string, RateLimitRule][] = [[`${options.name}:ip:${request.ip}`, options.perIp]];
    const body = request.body !== null && typeof request.body === 'object' ? (request.body as Body) : undefined;
    const named: unknown = body && options.account?.(body);
    const account = typeof named === 'string' ? named.trim().toLowerCase() : undefined;
    if (account && options.perAccount) checks.push([`${options.name}:account:${account}`, options.perAccount]);
    for (const [key, rule] of checks) {
      const result = await limiter.hit(key, rule);
      if (!result.allowed) throw new AppError('rate_limited', { retryAfterSeconds: result.retryAfterSeconds });
    }
  };
}
