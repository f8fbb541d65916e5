import type { Database } from '../../db/client';
import type { Actor } from '../../lib/context';
import { sha256 } from '../../lib/crypto';
import { permissionsOf } from './users.presenters';
import { findLiveSession, touchSession } from './users.repository';

/** Sessions are touched at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** Who a bearer token belongs to, or undefined for an unknown, idle, expired or revoked one. */
export type IdentifyCaller = (db: Database, token: string, now: Date) => Promise<Actor | undefined>;

export function createSessionLookup(options: { sessionIdleMs: number }): IdentifyCaller {
  return async (db, token, now) => {
    const session = await findLiveSession(db, sha256(token), now, new Date(now.getTime() - options.sessionIdleMs));
    if (!session) return undefined;
    if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(db, session.sessionId, now);
    }
    return {
      userId: session.user.id,
      companyId: session.user.companyId ?? undefined,
      roles: permissionsOf(session.user),
      sessionId: session.sessionId,
    };
  };
}
