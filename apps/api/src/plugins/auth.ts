import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/crypto';
import { findLiveSession, touchSession } from '../modules/users/users.repository';
import { permissionsOf } from '../modules/users/users.presenters';

export interface AuthOptions {
  sessionIdleMs: number;
}

/** Sessions are touched at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Reads `Authorization: Bearer <token>` and puts the caller into `request.ctx.actor`.
 * An unknown, expired or revoked token leaves the caller a visitor; guards decide what that means.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, { sessionIdleMs }) => {
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const token = header.slice('Bearer '.length).trim();
      if (!token || token.length > 200) return;
      const now = app.clock.now();
      const session = await findLiveSession(app.db, sha256(token), now, new Date(now.getTime() - sessionIdleMs));
      if (!session) return;
      request.ctx.actor = {
        userId: session.user.id,
        companyId: session.user.companyId ?? undefined,
        roles: permissionsOf(session.user),
        sessionId: session.sessionId,
      };
      if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(app.db, session.sessionId, now);
      }
    });
  },
  { name: 'auth', dependencies: ['request-context'] },
);

/** Guards: one place says who may call what. Use them as `preHandler` of a route or a prefix. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.ctx.actor.userId) throw new AppError('unauthorized');
}

export async function requireSeller(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.ctx.actor.roles.includes('seller') || !request.ctx.actor.companyId) throw new AppError('forbidden');
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.ctx.actor.roles.includes('admin')) throw new AppError('forbidden');
}
