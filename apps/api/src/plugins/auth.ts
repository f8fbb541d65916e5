import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { IdentifyCaller } from '../modules/users';

export interface AuthOptions {
  /** The users module's session lookup. */
  identify: IdentifyCaller;
}

/**
 * Reads `Authorization: Bearer <token>` and puts the caller into `request.ctx.actor`.
 * An unknown, expired or revoked token leaves the caller a visitor; guards decide what that means.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, { identify }) => {
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const token = header.slice('Bearer '.length).trim();
      if (!token || token.length > 200) return;
      request.ctx.actor = (await identify(app.db, token, app.clock.now())) ?? request.ctx.actor;
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
