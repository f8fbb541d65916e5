import { randomUUID } from 'node:crypto';
import { PRIVACY_POLICY_VERSION } from '@glowmarket/shared/users';
import { hashPassword } from '../../lib/passwords';
import { insertUser } from '../../modules/users/users.repository';
import type { users } from '../../modules/users/users.tables';
import type { Database } from '../client';

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

/**
 * A verified user with sensible defaults; the demo seed, the integration tests and the e2e
 * tests all make their people here. Answers the row and the plain password.
 */
export async function createUser(db: Database, overrides: UserOverrides = {}) {
  const { password = 'Velvet-Peony-42', ...values } = overrides;
  const email = (values.email ?? `user-${randomUUID()}@example.com`).toLowerCase();
  const user = await insertUser(db, {
    username: email,
    email,
    firstName: 'Maja',
    lastName: 'Nowak',
    phone: '+48 600 700 800',
    language: 'en-US',
    policyAcceptedAt: new Date(),
    policyVersion: PRIVACY_POLICY_VERSION,
    verifiedAt: new Date(),
    ...values,
    passwordHash: await hashPassword(password),
  });
  return { user, password };
}
