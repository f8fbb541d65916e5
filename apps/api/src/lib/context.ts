import type { LanguageCode } from '@glowmarket/shared/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export type Role = 'user' | 'seller' | 'admin';

/** Who is calling. A visitor has no user id and no roles. */
export interface Actor {
  userId: string | undefined;
  companyId: string | undefined;
  roles: Role[];
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
  log: FastifyBaseLogger;
}

export const VISITOR: Actor = { userId: undefined, companyId: undefined, roles: [] };
