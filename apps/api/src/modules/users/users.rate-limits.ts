import type { RateLimitRule } from '../../lib/rate-limiter';

const minutes = (count: number) => count * 60_000;

/**
 * Hard ceilings of the calls that guess at secrets or send mail, per client address and per
 * account named in the body (known or not, so the answers do not tell which exist). Per account
 * they sit above the five tries a code allows, so that rule speaks first; logins are also slowed
 * per account and address by the LoginThrottle.
 */
export const USER_RATE_LIMITS = {
  register: {
    name: 'register',
    perIp: { limit: 30, windowMs: minutes(60) },
    perAccount: { limit: 5, windowMs: minutes(60) },
  },
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
    perIp: { limit: 20, windowMs: minutes(15) },
    perAccount: { limit: 10, windowMs: minutes(15) },
  },
  resetPassword: { name: 'resetPassword', perIp: { limit: 20, windowMs: minutes(10) } },
} satisfies Record<string, { name: string; perIp: RateLimitRule; perAccount?: RateLimitRule }>;
