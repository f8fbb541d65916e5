import type { Redis } from 'ioredis';

/**
 * Slows password guessing down without letting a stranger lock the owner out.
 *
 * Tries are counted per account *and* client address, when they start: guesses sent all at once
 * are refused before any password is checked, not after. The first `freeTries` go straight
 * through; after that each try must wait twice as long as the one before (1 s, 2 s, 4 s … at most
 * `maxDelayMs`). A successful login clears the count. Someone guessing from elsewhere therefore
 * slows only their own address, and the owner's next login still works. The hard ceilings per
 * address and per account are the rate limits of the login route. Counted in process memory, or
 * in Redis when several instances share the tries (createRedisLoginThrottle).
 */
export interface LoginThrottle {
  /** Counts a try that is about to be checked; answers how long to wait when it is too early. */
  begin(account: string, address: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /** The try succeeded: the account starts afresh from this address. */
  succeeded(account: string, address: string): Promise<void>;
}

export interface LoginThrottleRule {
  freeTries: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A count not touched for this long is forgotten. */
  forgetAfterMs: number;
}

export const LOGIN_THROTTLE: LoginThrottleRule = {
  freeTries: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  forgetAfterMs: 60 * 60_000,
};

const keyOf = (account: string, address: string) => `${account.trim().toLowerCase()}\n${address}`;

const answerOf = (waitMs: number) =>
  waitMs > 0 ? { allowed: false as const, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { allowed: true as const };

export function createLoginThrottle(rule: LoginThrottleRule = LOGIN_THROTTLE, now: () => number = Date.now) {
  const tries = new Map<string, { count: number; lastAt: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, entry] of tries) if (time - entry.lastAt > rule.forgetAfterMs) tries.delete(key);
  }

  const throttle: LoginThrottle = {
    async begin(account, address) {
      const time = now();
      sweep(time);
      const key = keyOf(account, address);
      const entry = tries.get(key);
      if (entry && time - entry.lastAt > rule.forgetAfterMs) tries.delete(key);
      const current = tries.get(key) ?? { count: 0, lastAt: 0 };
      if (current.count >= rule.freeTries) {
        const wait = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (current.count - rule.freeTries));
        const allowedAt = current.lastAt + wait;
        if (time < allowedAt) return answerOf(allowedAt - time);
      }
      tries.set(key, { count: current.count + 1, lastAt: time });
      return answerOf(0);
    },
    async succeeded(account, address) {
      tries.delete(keyOf(account, address));
    },
  };
  return throttle;
}

/**
 * The same rule as createLoginThrottle, its count kept in Redis so that every instance sees each
 * try. One script reads, decides and counts, so two instances cannot both take the last free try.
 * ARGV: now, freeTries, firstDelayMs, maxDelayMs, forgetAfterMs; answers the milliseconds to wait (0: go).
 */
const BEGIN_SCRIPT = `
local now, free, first, most, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local lastAt = tonumber(redis.call('HGET', KEYS[1], 'lastAt') or '0')
if now - lastAt > forget then count = 0 end
if count >= free then
  local allowedAt = lastAt + math.min(most, first * 2 ^ (count - free))
  if now < allowedAt then return allowedAt - now end
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'lastAt', now)
redis.call('PEXPIRE', KEYS[1], forget)
return 0`;

export function createRedisLoginThrottle(
  redis: Redis,
  prefix: string,
  rule: LoginThrottleRule = LOGIN_THROTTLE,
  now: () => number = Date.now,
): LoginThrottle {
  const redisKey = (account: string, address: string) => `${prefix}login-tries:${keyOf(account, address)}`;
  // While Redis is unreachable, tries count in this process: a slower guesser, never a failed login.
  const meanwhile = createLoginThrottle(rule, now);
  return {
    async begin(account, address) {
      const args = [now(), rule.freeTries, rule.firstDelayMs, rule.maxDelayMs, rule.forgetAfterMs];
      try {
        return answerOf(Number(await redis.eval(BEGIN_SCRIPT, 1, redisKey(account, address), ...args)));
      } catch {
        return meanwhile.begin(account, address);
      }
    },
    async succeeded(account, address) {
      await meanwhile.succeeded(account, address);
      await redis.del(redisKey(account, address)).catch(() => undefined);
    },
  };
}
