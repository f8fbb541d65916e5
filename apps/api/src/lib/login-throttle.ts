/**
 * Slows password guessing down without letting a stranger lock the owner out.
 *
 * Tries are counted per account *and* client address, when they start: guesses sent all at once
 * are refused before any password is checked, not after. The first `freeTries` go straight
 * through; after that each try must wait twice as long as the one before (1 s, 2 s, 4 s … at most
 * `maxDelayMs`). A successful login clears the count. Someone guessing from elsewhere therefore
 * slows only their own address, and the owner's next login still works. The hard ceilings per
 * address and per account are the rate limits of the login route. In process memory, like the
 * rate limiter: several instances need a shared store behind the same interface.
 */
export interface LoginThrottle {
  /** Counts a try that is about to be checked; answers how long to wait when it is too early. */
  begin(account: string, address: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** The try succeeded: the account starts afresh from this address. */
  succeeded(account: string, address: string): void;
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

export function createLoginThrottle(rule: LoginThrottleRule = LOGIN_THROTTLE, now: () => number = Date.now) {
  const tries = new Map<string, { count: number; lastAt: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, entry] of tries) if (time - entry.lastAt > rule.forgetAfterMs) tries.delete(key);
  }

  const keyOf = (account: string, address: string) => `${account.trim().toLowerCase()}\n${address}`;

  const throttle: LoginThrottle = {
    begin(account, address) {
      const time = now();
      sweep(time);
      const key = keyOf(account, address);
      const entry = tries.get(key);
      if (entry && time - entry.lastAt > rule.forgetAfterMs) tries.delete(key);
      const current = tries.get(key) ?? { count: 0, lastAt: 0 };
      if (current.count >= rule.freeTries) {
        const wait = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (current.count - rule.freeTries));
        const allowedAt = current.lastAt + wait;
        if (time < allowedAt) return { allowed: false, retryAfterSeconds: Math.ceil((allowedAt - time) / 1000) };
      }
      tries.set(key, { count: current.count + 1, lastAt: time });
      return { allowed: true };
    },
    succeeded(account, address) {
      tries.delete(keyOf(account, address));
    },
  };
  return throttle;
}
