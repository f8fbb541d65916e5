/** The users module's public surface: routes, services, and the session lookup the auth plugin uses. */
export { accountRoutes } from './account.routes';
export { createAccountService } from './account.service';
export { createSessionLookup, type IdentifyCaller } from './sessions';
export { usersRoutes } from './users.routes';
export { createUsersService, type UsersServiceDeps } from './users.service';
export { createUsersModule } from './users.module';
