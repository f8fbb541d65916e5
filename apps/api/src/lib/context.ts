import type { CurrencyCode } from '@glowmarket/shared/currencies';
import type { LanguageCode } from '@glowmarket/shared/i18n';
import type { Permission } from '@glowmarket/shared/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** Who is calling. A visitor has no user id and no roles. */
export interface Actor {
  userId: string | undefined;
  companyId: string | undefined;
  roles: Permission[];
  /** The session the bearer token belongs to, so logout can end exactly it. */
  sessionId: string | undefined;
}

/** Where the time comes from: the system's in the app, one that tests move by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What every service call receives first: the database (or the open transaction), the caller,
 * the language and currency answers should be in, and the clock. Seller scoping reads `actor.companyId` from here.
 */
export interface RequestContext {
  db: Database;
  actor: Actor;
  language: LanguageCode;
  /** The currency the caller wants prices quoted in (`X-Currency`); amounts are stored in EUR. */
  currency: CurrencyCode;
  requestId: string;
  ip: string;
  log: FastifyBaseLogger;
  /** The time of rules: expiries, cooldowns, price history. */
  now(): Date;
  /** True inside inTransaction: `db` is then the open transaction. */
  inTransaction: boolean;
  /** Set by inTransaction: what to do once the open transaction has committed. */
  committed?: (() => void)[];
}

export const VISITOR: Actor = { userId: undefined, companyId: undefined, roles: [], sessionId: undefined };

/**
 * Runs a use case in one transaction: opens one, or joins the one `ctx` is already in, so a use
 * case that calls another (place an order → take stock → enqueue a mail) commits or rolls back as
 * a whole. `fn` gets the context to pass on; everything it does through `tx.db` is in the transaction.
 */
export async function inTransaction<T>(ctx: RequestContext, fn: (tx: RequestContext) => Promise<T>): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  const committed: (() => void)[] = [];
  const result = await ctx.db.transaction((db) => fn({ ...ctx, db, inTransaction: true, committed }));
  for (const callback of committed) callback();
  return result;
}

/**
 * Runs `callback` once what `ctx` wrote is visible to others: after the open transaction commits
 * (never, if it rolls back), or at once outside one. For signals only, such as waking the job worker.
 */
export function afterCommit(ctx: RequestContext, callback: () => void): void {
  if (ctx.committed) ctx.committed.push(callback);
  else callback();
}
