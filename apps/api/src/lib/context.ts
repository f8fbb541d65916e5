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

/**
 * What every service call receives first: the database (or the open transaction), the caller
 * and the language answers should be in. Seller scoping reads `actor.companyId` from here.
 */
export interface RequestContext {
  db: Database;
  actor: Actor;
  language: LanguageCode;
  requestId: string;
  ip: string;
  log: FastifyBaseLogger;
}

export const VISITOR: Actor = { userId: undefined, companyId: undefined, roles: [], sessionId: undefined };

/** The same context inside a transaction. */
export function withDb(ctx: RequestContext, db: Database): RequestContext {
  return { ...ctx, db };
}
