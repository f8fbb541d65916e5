import fp from 'fastify-plugin';
import type { IdentifyCaller } from '../modules/users';

export interface AuthOptions {
  /** The users module's session lookup. */
  identify: IdentifyCaller;
}

/**
 * Reads `Authorization: Bearer <token>` and puts the caller into `request.ctx.actor`.
 * An unknown, expired or revoked token leaves the caller a visitor; the guards in lib/guards.ts decide
 * what that means.
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
