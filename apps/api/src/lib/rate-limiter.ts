/**
 * Counts attempts per key in fixed windows: in this process's memory (here), enough for one
 * instance, or in Redis (shared-rate-limiter.ts) for several behind a load balancer.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    async hit(key, rule) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= rule.limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },
  };
}
