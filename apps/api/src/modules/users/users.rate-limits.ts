import type { RateLimitRule } from '../../lib/rate-limiter';

const minutes = (count: number) => count * 60_000;

/**
 * Limits of the calls that guess at secrets or send mail. Per account they sit above the
 * lockout (10 failed logins) and the five tries a code allows, so those rules speak first.
 */
export const USER_RATE_LIMITS = {
  register: { name: 'register', perIp: { limit: 30, windowMs: minutes(60) } },
  login: { name: 'login', perIp: { limit: 30, windowMs: minutes(1) }, perAccount: { limit: 15, windowMs: minutes(1) } },
  verify: {
    name: 'verify',
    perIp: { limit: 20, windowMs: minutes(1) },
    perAccount: { limit: 10, windowMs: minutes(1) },
  },
  resendCode: { name: 'resendCode', perIp: { limit: 10, windowMs: minutes(10) } },
  recoverPassword: {
    name: 'recoverPassword',
    perIp: { limit: 10, windowMs: minutes(10) },
    perAccount: { limit: 5, windowMs: minutes(15) },
  },
  verifyResetCode: {
    name: 'verifyResetCode',
    perIp: { limit: 10, windowMs: minutes(1) },
    perAccount: { limit: 10, windowMs: minutes(1) },
  },
  resetPassword: { name: 'resetPassword', perIp: { limit: 20, windowMs: minutes(10) } },
} satisfies Record<string, { name: string; perIp: RateLimitRule; perAccount?: RateLimitRule }>;
