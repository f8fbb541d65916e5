import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersServiceDeps } from './users.service';

/** Accounts, sign-in and sessions (/api/users), and the caller's own account (/api/users/me). */
export function createUsersModule(deps: UsersServiceDeps) {
  const users = createUsersService(deps);
  const account = createAccountService({ storage: deps.storage });
  return {
    users,
    async register(app: FastifyInstance) {
      await app.register(usersRoutes(users));
      await app.register(accountRoutes(account, users), { prefix: '/api/users/me' });
    },
  };
}
